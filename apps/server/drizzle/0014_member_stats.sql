CREATE TABLE "member_stats_daily" (
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
	"day" date NOT NULL,
	CONSTRAINT "member_stats_daily_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_stats_hourly" (
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
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "member_stats_hourly_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
ALTER TABLE "member_stats_daily" ADD CONSTRAINT "member_stats_daily_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats_daily" ADD CONSTRAINT "member_stats_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats_hourly" ADD CONSTRAINT "member_stats_hourly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stats_hourly" ADD CONSTRAINT "member_stats_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_stats_daily_merchant_day_idx" ON "member_stats_daily" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "member_stats_hourly_merchant_hour_idx" ON "member_stats_hourly" USING btree ("merchant_id","hour");--> statement-breakpoint
-- Per-member statistics kept by the database itself (issue 13, docs/agent-reports.md): a
-- trigger on each table whose change means money moved adds its figures in the same
-- transaction, so no path (in-house games, tables, PAM providers, transfer-mode vendors,
-- deposits, withdrawals, the operator's review) can count a bet without its money, or the
-- reverse. Buckets are cut in the brand's time zone: the local day, and the instant the local
-- hour starts. Negative figures take a row back out (a status that leaves its counted state).
CREATE FUNCTION member_stats_add(
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
-- A round counts once it is settled, on the local day it settled; play money never counts.
-- Valid bet: the round's valid stake, except a push (payout = stake: the stake came back), and
-- a cancelled round is never settled, so it never counts at all.
CREATE FUNCTION bets_count_round(p_bet bets, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_bet.status <> 'settled' OR p_bet.unit = 'PLAY' THEN
    RETURN;
  END IF;
  PERFORM member_stats_add(p_bet.merchant_id, p_bet.member_id,
    coalesce(p_bet.settled_at, p_bet.updated_at),
    p_sign * (p_bet.stake > 0)::int, p_sign * p_bet.stake,
    p_sign * CASE WHEN p_bet.payout = p_bet.stake THEN 0 ELSE p_bet.valid_bet END,
    p_sign * p_bet.payout, 0, 0, 0, 0);
END $$;
--> statement-breakpoint
CREATE FUNCTION bets_member_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM bets_count_round(OLD, -1);
  END IF;
  PERFORM bets_count_round(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bets_member_stats_insert AFTER INSERT ON bets
  FOR EACH ROW WHEN (NEW.status = 'settled') EXECUTE FUNCTION bets_member_stats();
--> statement-breakpoint
CREATE TRIGGER bets_member_stats_update AFTER UPDATE ON bets
  FOR EACH ROW WHEN ((OLD.status = 'settled' OR NEW.status = 'settled')
    AND (OLD.status, OLD.stake, OLD.valid_bet, OLD.payout, OLD.settled_at, OLD.unit)
      IS DISTINCT FROM (NEW.status, NEW.stake, NEW.valid_bet, NEW.payout, NEW.settled_at, NEW.unit))
  EXECUTE FUNCTION bets_member_stats();
--> statement-breakpoint
-- A deposit counts when it is completed (the credit posts in the same transaction).
CREATE FUNCTION deposits_member_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'completed' THEN
    PERFORM member_stats_add(OLD.merchant_id, OLD.member_id,
      coalesce(OLD.completed_at, OLD.created_at), 0, 0, 0, 0, -1, -OLD.amount, 0, 0);
  END IF;
  IF NEW.status = 'completed' THEN
    PERFORM member_stats_add(NEW.merchant_id, NEW.member_id, coalesce(NEW.completed_at, now()),
      0, 0, 0, 0, 1, NEW.amount, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deposits_member_stats_insert AFTER INSERT ON deposits
  FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION deposits_member_stats();
--> statement-breakpoint
CREATE TRIGGER deposits_member_stats_update AFTER UPDATE ON deposits
  FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
    AND (OLD.status, OLD.amount, OLD.completed_at) IS DISTINCT FROM
      (NEW.status, NEW.amount, NEW.completed_at))
  EXECUTE FUNCTION deposits_member_stats();
--> statement-breakpoint
-- A withdrawal counts when it is paid out (the hold moves to the clearing account then).
CREATE FUNCTION withdrawals_member_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'paid' THEN
    PERFORM member_stats_add(OLD.merchant_id, OLD.member_id, coalesce(OLD.paid_at, OLD.created_at),
      0, 0, 0, 0, 0, 0, -1, -OLD.amount);
  END IF;
  IF NEW.status = 'paid' THEN
    PERFORM member_stats_add(NEW.merchant_id, NEW.member_id, coalesce(NEW.paid_at, now()),
      0, 0, 0, 0, 0, 0, 1, NEW.amount);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_member_stats_insert AFTER INSERT ON withdrawals
  FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION withdrawals_member_stats();
--> statement-breakpoint
CREATE TRIGGER withdrawals_member_stats_update AFTER UPDATE ON withdrawals
  FOR EACH ROW WHEN ((OLD.status = 'paid' OR NEW.status = 'paid')
    AND (OLD.status, OLD.amount, OLD.paid_at) IS DISTINCT FROM (NEW.status, NEW.amount, NEW.paid_at))
  EXECUTE FUNCTION withdrawals_member_stats();
--> statement-breakpoint
-- what happened before this migration, counted once
SELECT bets_count_round(b, 1) FROM bets b WHERE b.status = 'settled';
--> statement-breakpoint
SELECT member_stats_add(d.merchant_id, d.member_id, coalesce(d.completed_at, d.created_at),
  0, 0, 0, 0, 1, d.amount, 0, 0)
FROM deposits d WHERE d.status = 'completed';
--> statement-breakpoint
SELECT member_stats_add(w.merchant_id, w.member_id, coalesce(w.paid_at, w.created_at),
  0, 0, 0, 0, 0, 0, 1, w.amount)
FROM withdrawals w WHERE w.status = 'paid';
