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
CREATE TABLE "abuse_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"member_id" bigint,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	CONSTRAINT "abuse_flags_once" UNIQUE NULLS NOT DISTINCT("merchant_id","kind","agent_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "dormant_agent_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_envelope_id_red_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."red_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelope_shares" ADD CONSTRAINT "red_envelope_shares_claimed_by_members_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_flags" ADD CONSTRAINT "abuse_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_flags" ADD CONSTRAINT "abuse_flags_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_flags" ADD CONSTRAINT "abuse_flags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_flags" ADD CONSTRAINT "abuse_flags_reviewed_by_staff_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelope_shares_one_claim" ON "red_envelope_shares" USING btree ("envelope_id","claimed_by") WHERE "red_envelope_shares"."claimed_by" is not null;--> statement-breakpoint
CREATE INDEX "red_envelope_shares_member_idx" ON "red_envelope_shares" USING btree ("claimed_by") WHERE "red_envelope_shares"."claimed_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_client_key" ON "red_envelopes" USING btree ("merchant_id","agent_id","client_key");--> statement-breakpoint
CREATE INDEX "red_envelopes_agent_idx" ON "red_envelopes" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "red_envelopes_open_idx" ON "red_envelopes" USING btree ("merchant_id","expires_at") WHERE "red_envelopes"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "abuse_flags_open_idx" ON "abuse_flags" USING btree ("merchant_id","created_at") WHERE "abuse_flags"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "abuse_flags_agent_idx" ON "abuse_flags" USING btree ("agent_id");--> statement-breakpoint
-- Abuse flags (issue 13): the IPs an account is known by, from its registration and its
-- logins (member_known_ips).
CREATE FUNCTION abuse_account_ips(p_member bigint) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT ip FROM member_known_ips WHERE member_id = p_member
  UNION
  SELECT register_ip FROM members
    WHERE id = p_member AND register_ip IS NOT NULL AND register_ip <> ''
$$;
--> statement-breakpoint
-- Self-referral: a downline (any depth) that shares a known IP or the payee name with an
-- upline agent. One member (at registration), or every member registered or logged in since
-- p_since (the scheduled job). One flag per (agent, member): a repeat finds the row and stops.
CREATE FUNCTION abuse_flag_self_referral(p_member bigint, p_since timestamptz)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  flagged integer;
BEGIN
  INSERT INTO abuse_flags (merchant_id, kind, agent_id, member_id, evidence)
  SELECT t.merchant_id, 'self_referral', t.ancestor_id, t.descendant_id,
    jsonb_strip_nulls(jsonb_build_object(
      'ips', to_jsonb(s.ips),
      'payeeName', CASE WHEN p.same_payee THEN d.payee_name END))
  FROM agent_tree t
  JOIN members a ON a.id = t.ancestor_id
  JOIN members d ON d.id = t.descendant_id
  CROSS JOIN LATERAL (
    SELECT array_agg(x.ip ORDER BY x.ip) AS ips FROM (
      SELECT abuse_account_ips(d.id) AS ip
      INTERSECT
      SELECT abuse_account_ips(a.id)) x
  ) s
  CROSS JOIN LATERAL (
    SELECT coalesce(nullif(lower(btrim(a.payee_name)), '') = lower(btrim(d.payee_name)), false)
      AS same_payee
  ) p
  WHERE t.depth >= 1 AND a.type IN (1, 2, 41, 42)
    AND (p_member IS NULL OR t.descendant_id = p_member)
    AND (p_since IS NULL
      OR greatest(d.created_at, coalesce(d.last_login_at, d.created_at)) >= p_since)
    AND (s.ips IS NOT NULL OR p.same_payee)
  ON CONFLICT ON CONSTRAINT abuse_flags_once DO NOTHING;
  GET DIAGNOSTICS flagged = ROW_COUNT;
  RETURN flagged;
END $$;
--> statement-breakpoint
-- At registration: the new account against its uplines. Named to fire after
-- members_agent_tree_insert (triggers of one event fire in name order), which writes the
-- closure rows this reads.
CREATE FUNCTION members_flag_self_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM abuse_flag_self_referral(NEW.id, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_self_referral_check AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL)
  EXECUTE FUNCTION members_flag_self_referral();
