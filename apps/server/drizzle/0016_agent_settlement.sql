CREATE TABLE "agent_settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"staff_id" bigint,
	"outcome" text DEFAULT 'running' NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"owed_amount" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"local_from" date NOT NULL,
	"local_to" date NOT NULL,
	"holder_id" bigint NOT NULL,
	"payer_id" bigint NOT NULL,
	"team_valid_bet" bigint DEFAULT 0 NOT NULL,
	"team_bet" bigint DEFAULT 0 NOT NULL,
	"team_payout" bigint DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"base" bigint DEFAULT 0 NOT NULL,
	"rate" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"run_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlements_paid_range" CHECK ("agent_settlements"."paid" >= 0 and "agent_settlements"."paid" <= "agent_settlements"."amount")
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "debt_rule" text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settlement_runs" ADD CONSTRAINT "agent_settlement_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_merchant_idx" ON "agent_settlement_runs" USING btree ("merchant_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_contract_period" ON "agent_settlements" USING btree ("contract_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_holder_idx" ON "agent_settlements" USING btree ("holder_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_payer_idx" ON "agent_settlements" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_owed_idx" ON "agent_settlements" USING btree ("merchant_id","payer_id","period_end","id") WHERE "agent_settlements"."state" = 'owed';--> statement-breakpoint
CREATE INDEX "agent_settlements_run_idx" ON "agent_settlements" USING btree ("run_id");