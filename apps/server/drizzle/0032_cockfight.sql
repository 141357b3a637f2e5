CREATE TABLE "cockfight_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"fight_id" bigint NOT NULL,
	"side" text NOT NULL,
	"stake" bigint NOT NULL,
	"unit" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"session_token_sealed" text NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cockfight_bets_stake_check" CHECK (stake > 0 and returned >= 0)
);
--> statement-breakpoint
CREATE TABLE "cockfight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"arena" text NOT NULL,
	"event_date" date NOT NULL,
	"video_url" text,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cockfight_fights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"fight_number" integer NOT NULL,
	"meron" text NOT NULL,
	"wala" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"result" text,
	"plasada_bps" integer NOT NULL,
	"meron_pool" bigint DEFAULT 0 NOT NULL,
	"wala_pool" bigint DEFAULT 0 NOT NULL,
	"draw_pool" bigint DEFAULT 0 NOT NULL,
	"result_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resulted_at" timestamp with time zone,
	CONSTRAINT "cockfight_fights_pools_check" CHECK (meron_pool >= 0 and wala_pool >= 0 and draw_pool >= 0)
);
--> statement-breakpoint
CREATE TABLE "cockfight_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"enabled_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"plasada_bps" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cockfight_bets" ADD CONSTRAINT "cockfight_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_bets" ADD CONSTRAINT "cockfight_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_bets" ADD CONSTRAINT "cockfight_bets_fight_id_cockfight_fights_id_fk" FOREIGN KEY ("fight_id") REFERENCES "public"."cockfight_fights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_events" ADD CONSTRAINT "cockfight_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_fights" ADD CONSTRAINT "cockfight_fights_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_fights" ADD CONSTRAINT "cockfight_fights_event_id_cockfight_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."cockfight_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cockfight_settings" ADD CONSTRAINT "cockfight_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cockfight_bets_request_key" ON "cockfight_bets" USING btree ("merchant_id","member_id","request_key");--> statement-breakpoint
CREATE INDEX "cockfight_bets_fight_idx" ON "cockfight_bets" USING btree ("fight_id","member_id");--> statement-breakpoint
CREATE INDEX "cockfight_events_merchant_idx" ON "cockfight_events" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cockfight_fights_number_key" ON "cockfight_fights" USING btree ("event_id","fight_number");--> statement-breakpoint
CREATE INDEX "cockfight_fights_merchant_idx" ON "cockfight_fights" USING btree ("merchant_id","state");