CREATE TABLE "red_envelope_shares" (
	"envelope_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claimed_by" bigint,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "red_envelope_shares_envelope_id_seq_pk" PRIMARY KEY("envelope_id","seq"),
	CONSTRAINT "red_envelope_shares_positive" CHECK ("red_envelope_shares"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"client_key" text NOT NULL,
	"total" bigint NOT NULL,
	"share_count" integer NOT NULL,
	"split" text NOT NULL,
	"audience" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"claimed_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "red_envelopes_positive" CHECK ("red_envelopes"."total" > 0 and "red_envelopes"."share_count" > 0),
	CONSTRAINT "red_envelopes_never_overpaid" CHECK ("red_envelopes"."claimed_amount" + "red_envelopes"."refunded_amount" <= "red_envelopes"."total" and "red_envelopes"."claimed_count" <= "red_envelopes"."share_count")
);
--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_claimed_by_members_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_shares_one_claim" ON "red_envelope_shares" USING btree ("envelope_id","claimed_by") WHERE "red_envelope_shares"."claimed_by" is not null;--> statement-breakpoint
CREATE INDEX "red_envelope_shares_member_idx" ON "red_envelope_shares" USING btree ("claimed_by") WHERE "red_envelope_shares"."claimed_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_client_key" ON "red_envelopes" USING btree ("merchant_id","agent_id","client_key");--> statement-breakpoint
CREATE INDEX "red_envelopes_agent_idx" ON "red_envelopes" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "red_envelopes_open_idx" ON "red_envelopes" USING btree ("merchant_id","expires_at") WHERE "red_envelopes"."closed_at" is null;