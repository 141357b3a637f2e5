CREATE TABLE "leaderboard_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"leaderboard_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE TABLE "leaderboard_prizes" (
	"period_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_prizes_period_id_rank_pk" PRIMARY KEY("period_id","rank")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_records" (
	"period_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"source_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_records_period_id_member_id_source_id_pk" PRIMARY KEY("period_id","member_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"period_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_scores_period_id_member_id_pk" PRIMARY KEY("period_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"game_type" text,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"mission_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"merchant_id" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"vendor_rounds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"claimed_at" timestamp with time zone,
	"paid" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_progress_mission_id_member_id_period_key_pk" PRIMARY KEY("mission_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"period" text NOT NULL,
	"goal_kind" text NOT NULL,
	"game_type" text,
	"target" bigint NOT NULL,
	"multiplier_hundredths" integer,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"reward" bigint NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_positive" CHECK ("missions"."target" > 0 and "missions"."reward" > 0)
);
--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_prizes" ADD CONSTRAINT "leaderboard_prizes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_records" ADD CONSTRAINT "leaderboard_records_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_records" ADD CONSTRAINT "leaderboard_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_period_id_leaderboard_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."leaderboard_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_periods_key" ON "leaderboard_periods" USING btree ("leaderboard_id","period_key");--> statement-breakpoint
CREATE INDEX "leaderboard_periods_open_idx" ON "leaderboard_periods" USING btree ("ends_at") WHERE "leaderboard_periods"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_rank_idx" ON "leaderboard_scores" USING btree ("period_id","score" DESC NULLS LAST,"reached_at","member_id");--> statement-breakpoint
CREATE INDEX "leaderboards_merchant_idx" ON "leaderboards" USING btree ("merchant_id","enabled");--> statement-breakpoint
CREATE INDEX "mission_progress_member_idx" ON "mission_progress" USING btree ("member_id","period_key");--> statement-breakpoint
CREATE INDEX "missions_merchant_idx" ON "missions" USING btree ("merchant_id","enabled");