CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"upline_id" bigint NOT NULL,
	"holder_id" bigint NOT NULL,
	"period" text,
	"tiers" jsonb NOT NULL,
	"replaces_id" bigint,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "agent_downline_remarks" (
	"merchant_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"downline_id" bigint NOT NULL,
	"remark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_downline_remarks_agent_id_downline_id_pk" PRIMARY KEY("agent_id","downline_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"dividend_enabled" boolean DEFAULT false NOT NULL,
	"daily_salary_enabled" boolean DEFAULT false NOT NULL,
	"hourly_salary_enabled" boolean DEFAULT false NOT NULL,
	"realtime_salary_enabled" boolean DEFAULT false NOT NULL,
	"dividend_cap" bigint DEFAULT 0 NOT NULL,
	"daily_salary_cap" bigint DEFAULT 0 NOT NULL,
	"hourly_salary_cap" bigint DEFAULT 0 NOT NULL,
	"realtime_salary_cap" bigint DEFAULT 0 NOT NULL,
	"dividend_periods" jsonb DEFAULT '["semimonthly"]'::jsonb NOT NULL,
	"negative_carry_forward" boolean DEFAULT false NOT NULL,
	"active_min_deposit" bigint DEFAULT 0 NOT NULL,
	"active_min_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_downline_remarks" ADD CONSTRAINT "agent_downline_remarks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_downline_remarks" ADD CONSTRAINT "agent_downline_remarks_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_downline_remarks" ADD CONSTRAINT "agent_downline_remarks_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_running" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."state" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."state" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_id","id");