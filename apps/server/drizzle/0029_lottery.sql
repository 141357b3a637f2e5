CREATE TABLE "lottery_bet_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"line_key" text NOT NULL,
	"bet_type" text NOT NULL,
	"position" smallint,
	"option" text,
	"numbers" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"chase_id" bigint,
	"state" text NOT NULL,
	"unit" text NOT NULL,
	"line_count" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"selections" jsonb NOT NULL,
	"session_token_sealed" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"selections" jsonb NOT NULL,
	"multipliers" jsonb NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"issue_id" bigint NOT NULL,
	"line_key" text NOT NULL,
	"payout" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"result_source" text DEFAULT 'house' NOT NULL,
	"interval_seconds" integer NOT NULL,
	"cutoff_seconds" integer NOT NULL,
	"odds" jsonb NOT NULL,
	"min_line_stake" bigint NOT NULL,
	"max_line_stake" bigint NOT NULL,
	"number_cap" bigint NOT NULL,
	"issue_cap" bigint NOT NULL,
	"restricted_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_chase" integer DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_interval_ck" CHECK ("lottery_games"."interval_seconds" between 60 and 300),
	CONSTRAINT "lottery_games_cutoff_ck" CHECK ("lottery_games"."cutoff_seconds" >= 0 and "lottery_games"."cutoff_seconds" < "lottery_games"."interval_seconds")
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"issue_no" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"server_seed" text,
	"seed_hash" text,
	"beacon" text,
	"result" jsonb,
	"entered_by" bigint,
	"confirmed_by" bigint,
	"stake_total" bigint DEFAULT 0 NOT NULL,
	"payout_exposure" bigint DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_bet_lines" ADD CONSTRAINT "lottery_bet_lines_bet_id_lottery_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."lottery_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bet_lines_issue_idx" ON "lottery_bet_lines" USING btree ("issue_id","line_key");--> statement-breakpoint
CREATE INDEX "lottery_bets_issue_idx" ON "lottery_bets" USING btree ("issue_id","state");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_chase_idx" ON "lottery_bets" USING btree ("chase_id");--> statement-breakpoint
CREATE INDEX "lottery_chases_member_idx" ON "lottery_chases" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_exposure_uq" ON "lottery_exposure" USING btree ("issue_id","line_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code_uq" ON "lottery_games" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_no_uq" ON "lottery_issues" USING btree ("game_id","issue_no");--> statement-breakpoint
CREATE INDEX "lottery_issues_due_idx" ON "lottery_issues" USING btree ("state","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_game_idx" ON "lottery_issues" USING btree ("game_id","draws_at");