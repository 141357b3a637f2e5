CREATE TABLE "sb_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"merchant_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"fixture_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"home_score_at_bet" integer,
	"away_score_at_bet" integer,
	"outcome" text,
	CONSTRAINT "sb_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sb_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"system_sizes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vendor" text NOT NULL,
	"unit" text NOT NULL,
	"odds_format" text NOT NULL,
	"nominal_stake" bigint NOT NULL,
	"risk" bigint NOT NULL,
	"win" bigint NOT NULL,
	"odds" integer NOT NULL,
	"state" text NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"request_id" text NOT NULL,
	"session_token_sealed" text NOT NULL,
	"confirm_at" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sb_brand_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"live_delay_seconds" integer DEFAULT 5 NOT NULL,
	"cash_out_margin_bp" integer DEFAULT 500 NOT NULL,
	"parlay_max_payout" bigint NOT NULL,
	"parlay_max_odds" integer DEFAULT 1000000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_competitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"sport_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_fixtures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"sport_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"is_outright" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"home_half_score" integer,
	"away_half_score" integer,
	"result_version" integer DEFAULT 0 NOT NULL,
	"is_simulated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"sport_id" bigint,
	"market_kind" text,
	"member_id" bigint,
	"max_stake" bigint,
	"max_payout" bigint,
	"max_market_exposure" bigint,
	"max_fixture_exposure" bigint,
	"stake_factor_bp" integer,
	CONSTRAINT "sb_limits_scope_uq" UNIQUE NULLS NOT DISTINCT("merchant_id","sport_id","market_kind","member_id")
);
--> statement-breakpoint
CREATE TABLE "sb_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"fixture_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text DEFAULT 'match' NOT NULL,
	"line_quarters" integer,
	"state" text DEFAULT 'active' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_member_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"odds_format" text DEFAULT 'decimal' NOT NULL,
	"odds_change" text DEFAULT 'reject' NOT NULL,
	"max_slippage_bp" integer DEFAULT 0 NOT NULL,
	"quick_stakes" bigint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_odds_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"selection_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"staff_id" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb,
	"odds" integer NOT NULL,
	"outcome" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sb_selections_odds_ck" CHECK ("sb_selections"."odds" > 1000)
);
--> statement-breakpoint
CREATE TABLE "sb_sports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_esports" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_bet_id_sb_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bet_legs" ADD CONSTRAINT "sb_bet_legs_selection_id_sb_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sb_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_bets" ADD CONSTRAINT "sb_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_brand_settings" ADD CONSTRAINT "sb_brand_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_competitions" ADD CONSTRAINT "sb_competitions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_competitions" ADD CONSTRAINT "sb_competitions_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_fixtures" ADD CONSTRAINT "sb_fixtures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_fixtures" ADD CONSTRAINT "sb_fixtures_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_fixtures" ADD CONSTRAINT "sb_fixtures_competition_id_sb_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sb_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_limits" ADD CONSTRAINT "sb_limits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_limits" ADD CONSTRAINT "sb_limits_sport_id_sb_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sb_sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_markets" ADD CONSTRAINT "sb_markets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_markets" ADD CONSTRAINT "sb_markets_fixture_id_sb_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sb_fixtures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_member_settings" ADD CONSTRAINT "sb_member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_member_settings" ADD CONSTRAINT "sb_member_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_odds_history" ADD CONSTRAINT "sb_odds_history_selection_id_sb_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sb_selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_selections" ADD CONSTRAINT "sb_selections_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_selections" ADD CONSTRAINT "sb_selections_market_id_sb_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sb_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_sports" ADD CONSTRAINT "sb_sports_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_bet_legs_fixture_idx" ON "sb_bet_legs" USING btree ("fixture_id","bet_id");--> statement-breakpoint
CREATE INDEX "sb_bet_legs_selection_idx" ON "sb_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_bets_request_uq" ON "sb_bets" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "sb_bets_member_idx" ON "sb_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "sb_bets_pending_idx" ON "sb_bets" USING btree ("confirm_at") WHERE "sb_bets"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "sb_competitions_sport_idx" ON "sb_competitions" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "sb_fixtures_list_idx" ON "sb_fixtures" USING btree ("merchant_id","sport_id","state","starts_at");--> statement-breakpoint
CREATE INDEX "sb_markets_fixture_idx" ON "sb_markets" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sb_odds_history_selection_idx" ON "sb_odds_history" USING btree ("selection_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_selections_code_uq" ON "sb_selections" USING btree ("market_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_sports_code_uq" ON "sb_sports" USING btree ("merchant_id","code");