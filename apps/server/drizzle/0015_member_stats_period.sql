CREATE TABLE "member_stats_period" (
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"span" text NOT NULL,
	"starts" date NOT NULL,
	"day_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_stats_period_member_id_span_starts_pk" PRIMARY KEY("member_id","span","starts")
);
--> statement-breakpoint
ALTER TABLE "member_stats_period" ADD CONSTRAINT "member_stats_period_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats_period" ADD CONSTRAINT "member_stats_period_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_stats_period_merchant_span_idx" ON "member_stats_period" USING btree ("merchant_id","span","starts");--> statement-breakpoint
-- The month and week buckets (issue 13, session 2): member_stats_add also keeps the member's
-- rows of the local month and of the local week (from Monday), and counts its daily rows
-- there (a daily row is never deleted: figures that leave are subtracted), so a report can
-- take a month or a week as one row per member and still tell who had activity.
CREATE OR REPLACE FUNCTION member_stats_add(
  p_merchant_id bigint,
  p_member_id bigint,
  p_at timestamptz,
  p_bet_count integer,
  p_bet_amount bigint,
  p_valid_bet bigint,
  p_payout bigint,
  p_deposit_count integer,
  p_deposit_amount bigint,
  p_withdrawal_count integer,
  p_withdrawal_amount bigint
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_zone text;
  v_local timestamp;
  v_new_day boolean;
  v_span text;
BEGIN
  SELECT m.time_zone INTO v_zone FROM merchants m WHERE m.id = p_merchant_id;
  v_local := p_at AT TIME ZONE v_zone;
  INSERT INTO member_stats_daily AS s (merchant_id, member_id, day, bet_count, bet_amount,
    valid_bet, payout, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount)
  VALUES (p_merchant_id, p_member_id, v_local::date, p_bet_count, p_bet_amount, p_valid_bet,
    p_payout, p_deposit_count, p_deposit_amount, p_withdrawal_count, p_withdrawal_amount)
  ON CONFLICT (member_id, day) DO UPDATE SET
    bet_count = s.bet_count + excluded.bet_count,
    bet_amount = s.bet_amount + excluded.bet_amount,
    valid_bet = s.valid_bet + excluded.valid_bet,
    payout = s.payout + excluded.payout,
    deposit_count = s.deposit_count + excluded.deposit_count,
    deposit_amount = s.deposit_amount + excluded.deposit_amount,
    withdrawal_count = s.withdrawal_count + excluded.withdrawal_count,
    withdrawal_amount = s.withdrawal_amount + excluded.withdrawal_amount
  RETURNING (xmax = 0) INTO v_new_day;
  FOREACH v_span IN ARRAY ARRAY['month', 'week'] LOOP
    INSERT INTO member_stats_period AS s (merchant_id, member_id, span, starts, day_rows,
      bet_count, bet_amount, valid_bet, payout, deposit_count, deposit_amount,
      withdrawal_count, withdrawal_amount)
    VALUES (p_merchant_id, p_member_id, v_span, date_trunc(v_span, v_local)::date,
      v_new_day::int, p_bet_count, p_bet_amount, p_valid_bet, p_payout, p_deposit_count,
      p_deposit_amount, p_withdrawal_count, p_withdrawal_amount)
    ON CONFLICT (member_id, span, starts) DO UPDATE SET
      day_rows = s.day_rows + excluded.day_rows,
      bet_count = s.bet_count + excluded.bet_count,
      bet_amount = s.bet_amount + excluded.bet_amount,
      valid_bet = s.valid_bet + excluded.valid_bet,
      payout = s.payout + excluded.payout,
      deposit_count = s.deposit_count + excluded.deposit_count,
      deposit_amount = s.deposit_amount + excluded.deposit_amount,
      withdrawal_count = s.withdrawal_count + excluded.withdrawal_count,
      withdrawal_amount = s.withdrawal_amount + excluded.withdrawal_amount;
  END LOOP;
  INSERT INTO member_stats_hourly AS s (merchant_id, member_id, hour, bet_count, bet_amount,
    valid_bet, payout, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount)
  VALUES (p_merchant_id, p_member_id, date_trunc('hour', v_local) AT TIME ZONE v_zone,
    p_bet_count, p_bet_amount, p_valid_bet, p_payout, p_deposit_count, p_deposit_amount,
    p_withdrawal_count, p_withdrawal_amount)
  ON CONFLICT (member_id, hour) DO UPDATE SET
    bet_count = s.bet_count + excluded.bet_count,
    bet_amount = s.bet_amount + excluded.bet_amount,
    valid_bet = s.valid_bet + excluded.valid_bet,
    payout = s.payout + excluded.payout,
    deposit_count = s.deposit_count + excluded.deposit_count,
    deposit_amount = s.deposit_amount + excluded.deposit_amount,
    withdrawal_count = s.withdrawal_count + excluded.withdrawal_count,
    withdrawal_amount = s.withdrawal_amount + excluded.withdrawal_amount;
END $$;
--> statement-breakpoint
-- The months and weeks rebuilt from the days (for what was counted before this migration,
-- and for a bench that seeds daily rows directly).
CREATE FUNCTION member_stats_periods_from_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM member_stats_period;
  INSERT INTO member_stats_period (merchant_id, member_id, span, starts, day_rows, bet_count,
    bet_amount, valid_bet, payout, deposit_count, deposit_amount, withdrawal_count,
    withdrawal_amount)
  SELECT d.merchant_id, d.member_id, v.span, date_trunc(v.span, d.day)::date, count(*),
    sum(d.bet_count), sum(d.bet_amount), sum(d.valid_bet), sum(d.payout), sum(d.deposit_count),
    sum(d.deposit_amount), sum(d.withdrawal_count), sum(d.withdrawal_amount)
  FROM member_stats_daily d CROSS JOIN (VALUES ('month'), ('week')) v(span)
  GROUP BY d.merchant_id, d.member_id, v.span, date_trunc(v.span, d.day);
$$;
--> statement-breakpoint
SELECT member_stats_periods_from_days();
