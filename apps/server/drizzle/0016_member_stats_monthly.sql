CREATE TABLE "member_stats_monthly" (
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
	"month" date NOT NULL,
	"day_rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_stats_monthly_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
ALTER TABLE "member_stats_monthly" ADD CONSTRAINT "member_stats_monthly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats_monthly" ADD CONSTRAINT "member_stats_monthly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_stats_monthly_merchant_month_idx" ON "member_stats_monthly" USING btree ("merchant_id","month");--> statement-breakpoint
-- The month bucket (issue 13, session 2): member_stats_add also keeps the member's row of the
-- local month, and counts its daily rows there (a daily row is never deleted: figures that
-- leave are subtracted), so a report can take a month as one row and tell who had activity.
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
  INSERT INTO member_stats_monthly AS s (merchant_id, member_id, month, day_rows, bet_count,
    bet_amount, valid_bet, payout, deposit_count, deposit_amount, withdrawal_count,
    withdrawal_amount)
  VALUES (p_merchant_id, p_member_id, date_trunc('month', v_local)::date, v_new_day::int,
    p_bet_count, p_bet_amount, p_valid_bet, p_payout, p_deposit_count, p_deposit_amount,
    p_withdrawal_count, p_withdrawal_amount)
  ON CONFLICT (member_id, month) DO UPDATE SET
    day_rows = s.day_rows + excluded.day_rows,
    bet_count = s.bet_count + excluded.bet_count,
    bet_amount = s.bet_amount + excluded.bet_amount,
    valid_bet = s.valid_bet + excluded.valid_bet,
    payout = s.payout + excluded.payout,
    deposit_count = s.deposit_count + excluded.deposit_count,
    deposit_amount = s.deposit_amount + excluded.deposit_amount,
    withdrawal_count = s.withdrawal_count + excluded.withdrawal_count,
    withdrawal_amount = s.withdrawal_amount + excluded.withdrawal_amount;
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
-- The months rebuilt from the days (for what was counted before this migration, and for a
-- bench that seeds daily rows directly).
CREATE FUNCTION member_stats_months_from_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM member_stats_monthly;
  INSERT INTO member_stats_monthly (merchant_id, member_id, month, day_rows, bet_count,
    bet_amount, valid_bet, payout, deposit_count, deposit_amount, withdrawal_count,
    withdrawal_amount)
  SELECT merchant_id, member_id, date_trunc('month', day)::date, count(*), sum(bet_count),
    sum(bet_amount), sum(valid_bet), sum(payout), sum(deposit_count), sum(deposit_amount),
    sum(withdrawal_count), sum(withdrawal_amount)
  FROM member_stats_daily GROUP BY merchant_id, member_id, date_trunc('month', day);
$$;
--> statement-breakpoint
SELECT member_stats_months_from_days();
