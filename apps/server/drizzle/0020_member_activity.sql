CREATE TABLE "member_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sign" smallint NOT NULL,
	"source_id" bigint NOT NULL,
	"game_type" text,
	"vassalage" text,
	"game_code" text,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"unit" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_member_idx" ON "member_activity" USING btree ("member_id","id");--> statement-breakpoint
-- The reward features' queue (issue 14, docs/rewards.md): like the member statistics
-- (migration 0014), written by triggers in the transaction of the change itself. A settled
-- round is one event; a change to a settled round takes the old figures back (sign -1) and
-- adds the new ones; play money never counts. Valid bet as the statistics count it: the round's
-- valid stake, except a push (payout = stake).
CREATE FUNCTION member_activity_round(p_bet bets, p_sign smallint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_bet.status <> 'settled' OR p_bet.unit = 'PLAY' THEN
    RETURN;
  END IF;
  INSERT INTO member_activity (merchant_id, member_id, kind, sign, source_id, game_type,
    vassalage, game_code, stake, valid_bet, payout, unit, occurred_at)
  VALUES (p_bet.merchant_id, p_bet.member_id, 'bet', p_sign, p_bet.id, p_bet.game_type,
    p_bet.vassalage, p_bet.game_code, p_bet.stake,
    CASE WHEN p_bet.payout = p_bet.stake THEN 0 ELSE p_bet.valid_bet END, p_bet.payout,
    p_bet.unit, coalesce(p_bet.settled_at, p_bet.updated_at));
END $$;
--> statement-breakpoint
CREATE FUNCTION bets_member_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM member_activity_round(OLD, (-1)::smallint);
  END IF;
  PERFORM member_activity_round(NEW, (1)::smallint);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bets_member_activity_insert AFTER INSERT ON bets
  FOR EACH ROW WHEN (NEW.status = 'settled') EXECUTE FUNCTION bets_member_activity();
--> statement-breakpoint
CREATE TRIGGER bets_member_activity_update AFTER UPDATE ON bets
  FOR EACH ROW WHEN ((OLD.status = 'settled' OR NEW.status = 'settled')
    AND (OLD.status, OLD.stake, OLD.valid_bet, OLD.payout, OLD.settled_at, OLD.unit)
      IS DISTINCT FROM (NEW.status, NEW.stake, NEW.valid_bet, NEW.payout, NEW.settled_at, NEW.unit))
  EXECUTE FUNCTION bets_member_activity();
--> statement-breakpoint
-- A deposit is an event when it completes (its credit posts in the same transaction).
CREATE FUNCTION deposits_member_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'completed' THEN
    INSERT INTO member_activity (merchant_id, member_id, kind, sign, source_id, amount, unit,
      occurred_at)
    VALUES (OLD.merchant_id, OLD.member_id, 'deposit', -1, OLD.id, OLD.amount,
      (SELECT currency_code FROM merchants WHERE id = OLD.merchant_id),
      coalesce(OLD.completed_at, OLD.created_at));
  END IF;
  IF NEW.status = 'completed' THEN
    INSERT INTO member_activity (merchant_id, member_id, kind, sign, source_id, amount, unit,
      occurred_at)
    VALUES (NEW.merchant_id, NEW.member_id, 'deposit', 1, NEW.id, NEW.amount,
      (SELECT currency_code FROM merchants WHERE id = NEW.merchant_id),
      coalesce(NEW.completed_at, now()));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deposits_member_activity_insert AFTER INSERT ON deposits
  FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION deposits_member_activity();
--> statement-breakpoint
CREATE TRIGGER deposits_member_activity_update AFTER UPDATE ON deposits
  FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed')
    AND (OLD.status, OLD.amount, OLD.completed_at) IS DISTINCT FROM
      (NEW.status, NEW.amount, NEW.completed_at))
  EXECUTE FUNCTION deposits_member_activity();
