CREATE TABLE "sb_simulations" (
	"fixture_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"minute_ms" integer NOT NULL,
	"kick_off_at" timestamp with time zone NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"priced_minute" integer DEFAULT -1 NOT NULL,
	"suspended_until" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sb_brand_settings" ADD COLUMN "margin_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "sb_brand_settings" ADD COLUMN "margin_method" text DEFAULT 'shin' NOT NULL;--> statement-breakpoint
ALTER TABLE "sb_simulations" ADD CONSTRAINT "sb_simulations_fixture_id_sb_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sb_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_simulations" ADD CONSTRAINT "sb_simulations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;