ALTER TABLE "sb_bets" ADD COLUMN "written_off" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD COLUMN "round_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sb_brand_settings" ADD COLUMN "abandon_window_hours" integer DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE "sb_brand_settings" ADD COLUMN "resettle_window_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "sb_fixtures" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sb_fixtures" ADD COLUMN "resulted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sb_markets" ADD COLUMN "held_by_abandon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sb_bets_owed_idx" ON "sb_bets" USING btree ("merchant_id","id") WHERE "sb_bets"."owed" > 0;--> statement-breakpoint
CREATE INDEX "sb_bets_round_open_idx" ON "sb_bets" USING btree ("merchant_id","id") WHERE "sb_bets"."round_closed_at" is null and "sb_bets"."state" in ('settled', 'cashed_out');--> statement-breakpoint
-- fixtures resulted before this version: their last result is their last update
UPDATE "sb_fixtures" SET "resulted_at" = "updated_at" WHERE "state" IN ('ended', 'cancelled');
