ALTER TABLE "lottery_bet_lines" ADD COLUMN "half_pay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "number_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD COLUMN "pending_result" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD COLUMN "result_version" integer DEFAULT 0 NOT NULL;