CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"game_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"unit" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"vassalages" jsonb NOT NULL,
	"launch_url" text NOT NULL,
	"signs_requests" boolean DEFAULT false NOT NULL,
	"credential_version" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"unit" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "originals_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"fair_seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"unit" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"request" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"tx_group" text NOT NULL,
	"transaction_type" text NOT NULL,
	"member_id" bigint NOT NULL,
	"bet_id" bigint,
	"provider_round_id" text,
	"provider_bet_ref" text,
	"provider_game_id" text,
	"amount" bigint NOT NULL,
	"unit" text NOT NULL,
	"request_hash" text NOT NULL,
	"ledger_transaction_id" bigint,
	"status" text NOT NULL,
	"result_code" text,
	"transaction_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "table_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"spot" text NOT NULL,
	"unit" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"cashout_at" integer,
	"auto_cashout_at" integer,
	"status" text DEFAULT 'placed' NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"table_code" text NOT NULL,
	"round_no" integer NOT NULL,
	"phase" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"result" jsonb,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "game_policy" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "min_stake" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_stake" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_plays" ADD CONSTRAINT "originals_plays_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_plays" ADD CONSTRAINT "originals_plays_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_plays" ADD CONSTRAINT "originals_plays_fair_seed_id_fair_seeds_id_fk" FOREIGN KEY ("fair_seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_round_id_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."table_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_round_key" ON "bets" USING btree ("merchant_id","provider_id","member_id","provider_round_id");--> statement-breakpoint
CREATE INDEX "bets_member_time_idx" ON "bets" USING btree ("merchant_id","member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_merchant_time_idx" ON "bets" USING btree ("merchant_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_key" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "fair_seeds_member_idx" ON "fair_seeds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "favourite_games_list_idx" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_code_key" ON "game_providers" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_key" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_plays_round_key" ON "originals_plays" USING btree ("merchant_id","round_id");--> statement-breakpoint
CREATE INDEX "originals_plays_member_idx" ON "originals_plays" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_plays_one_active" ON "originals_plays" USING btree ("member_id","game_code") WHERE "originals_plays"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_key" ON "provider_transactions" USING btree ("merchant_id","provider_id","tx_group","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_bet_ref_idx" ON "provider_transactions" USING btree ("merchant_id","provider_id","provider_bet_ref");--> statement-breakpoint
CREATE INDEX "provider_transactions_bet_idx" ON "provider_transactions" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "recent_games_list_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_bets_spot_key" ON "table_bets" USING btree ("round_id","member_id","spot");--> statement-breakpoint
CREATE INDEX "table_bets_member_idx" ON "table_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_rounds_key" ON "table_rounds" USING btree ("merchant_id","table_code","round_no");--> statement-breakpoint
CREATE INDEX "table_rounds_open_idx" ON "table_rounds" USING btree ("merchant_id","table_code","phase");