ALTER TABLE "sb_bets" ADD COLUMN "collecting_posting" integer;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD COLUMN "collecting_amount" bigint;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD COLUMN "collecting_since" timestamp with time zone;