-- The book's exposure per market and fixture as counters (docs/sportsbook.md "Limits"): `amount` is
-- what pending and open bets could pay, kept by triggers on sb_bet_legs (insert) and sb_bets
-- (a state change), so it is exact whoever writes the bets; `held` is what placements in flight
-- have reserved before their wallet call, given back in the transaction that writes the bet
-- (or when the stake is refused). The cap check (amount + held + the bet's payout) runs under
-- the rows' locks, taken in key order, so two placements can no longer both pass it.
CREATE TABLE "sb_exposures" (
	"scope" text NOT NULL,
	"ref_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sb_exposures_scope_ref_id_pk" PRIMARY KEY("scope","ref_id"),
	CONSTRAINT "sb_exposures_held_ck" CHECK ("sb_exposures"."held" >= 0),
	CONSTRAINT "sb_exposures_scope_ck" CHECK ("sb_exposures"."scope" in ('market', 'fixture'))
);
--> statement-breakpoint
ALTER TABLE "sb_exposures" ADD CONSTRAINT "sb_exposures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_exposures_idle_idx" ON "sb_exposures" USING btree ("updated_at");
--> statement-breakpoint
-- adds amounts and holds to the keys' rows (created when missing), locking them in key order
CREATE FUNCTION sb_exposure_move(
  p_merchant_ids bigint[], p_scopes text[], p_ref_ids bigint[], p_amounts bigint[], p_held bigint[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sb_exposures (merchant_id, scope, ref_id)
  SELECT k.merchant_id, k.scope, k.ref_id FROM unnest(p_merchant_ids, p_scopes, p_ref_ids) AS k(merchant_id, scope, ref_id)
  ORDER BY k.scope, k.ref_id
  ON CONFLICT DO NOTHING;
  PERFORM 1 FROM sb_exposures e
    JOIN unnest(p_scopes, p_ref_ids) AS k(scope, ref_id) ON e.scope = k.scope AND e.ref_id = k.ref_id
   ORDER BY e.scope, e.ref_id FOR UPDATE OF e;
  UPDATE sb_exposures e SET amount = e.amount + d.amount, held = greatest(e.held + d.held, 0), updated_at = now()
    FROM (SELECT k.scope, k.ref_id, sum(k.amount)::bigint AS amount, sum(k.held)::bigint AS held
            FROM unnest(p_scopes, p_ref_ids, p_amounts, p_held) AS k(scope, ref_id, amount, held)
           GROUP BY k.scope, k.ref_id) d
   WHERE e.scope = d.scope AND e.ref_id = d.ref_id;
END $$;
--> statement-breakpoint
-- a placement's reservation: under the rows' locks, every key whose amount + held + the bet's
-- amount would pass its cap (null: none) is refused; when none is, the holds are added.
-- Answers each key's exposure before (amount + held) and whether it refused.
CREATE FUNCTION sb_exposure_reserve(
  p_merchant_id bigint, p_scopes text[], p_ref_ids bigint[], p_amounts bigint[], p_caps bigint[]
) RETURNS TABLE (o_scope text, o_ref_id bigint, o_exposure bigint, o_refused boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_key record;
  v_refused boolean := false;
BEGIN
  INSERT INTO sb_exposures (merchant_id, scope, ref_id)
  SELECT p_merchant_id, k.scope, k.ref_id FROM unnest(p_scopes, p_ref_ids) AS k(scope, ref_id)
  ORDER BY k.scope, k.ref_id
  ON CONFLICT DO NOTHING;
  FOR v_key IN
    SELECT e.scope, e.ref_id, e.amount + e.held AS exposure,
           k.cap IS NOT NULL AND e.amount + e.held + k.amount > k.cap AS refused
      FROM sb_exposures e
      JOIN unnest(p_scopes, p_ref_ids, p_amounts, p_caps) AS k(scope, ref_id, amount, cap)
        ON e.scope = k.scope AND e.ref_id = k.ref_id
     ORDER BY e.scope, e.ref_id
       FOR UPDATE OF e
  LOOP
    o_scope := v_key.scope;
    o_ref_id := v_key.ref_id;
    o_exposure := v_key.exposure;
    o_refused := v_key.refused;
    v_refused := v_refused OR v_key.refused;
    RETURN NEXT;
  END LOOP;
  IF NOT v_refused THEN
    UPDATE sb_exposures e SET held = e.held + k.amount, updated_at = now()
      FROM unnest(p_scopes, p_ref_ids, p_amounts) AS k(scope, ref_id, amount)
     WHERE e.scope = k.scope AND e.ref_id = k.ref_id;
  END IF;
  RETURN;
END $$;
--> statement-breakpoint
-- legs written: their bets' payouts count on each leg's market and fixture while pending or open
CREATE FUNCTION sb_bet_legs_exposure_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_merchants bigint[]; v_scopes text[]; v_refs bigint[]; v_amounts bigint[];
BEGIN
  WITH per_key AS (
    SELECT l.merchant_id, 'market' AS scope, l.market_id AS ref_id, sum(b.risk + b.win) AS amount
      FROM added_legs l JOIN sb_bets b ON b.id = l.bet_id
     WHERE b.state IN ('pending', 'open') GROUP BY l.merchant_id, l.market_id
    UNION ALL
    SELECT l.merchant_id, 'fixture', l.fixture_id, sum(b.risk + b.win)
      FROM added_legs l JOIN sb_bets b ON b.id = l.bet_id
     WHERE b.state IN ('pending', 'open') GROUP BY l.merchant_id, l.fixture_id
  )
  SELECT array_agg(merchant_id), array_agg(scope), array_agg(ref_id), array_agg(amount::bigint)
    INTO v_merchants, v_scopes, v_refs, v_amounts FROM per_key;
  IF v_scopes IS NOT NULL THEN
    PERFORM sb_exposure_move(v_merchants, v_scopes, v_refs, v_amounts,
                             array_fill(0::bigint, ARRAY[cardinality(v_scopes)]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sb_bet_legs_exposure AFTER INSERT ON sb_bet_legs
  REFERENCING NEW TABLE AS added_legs
  FOR EACH STATEMENT EXECUTE FUNCTION sb_bet_legs_exposure_added();
--> statement-breakpoint
-- bets updated: one that leaves pending/open (settled, cashed out, void, rejected) is taken off
-- its legs' markets and fixtures; one that comes back is counted again
CREATE FUNCTION sb_bets_exposure_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_merchants bigint[]; v_scopes text[]; v_refs bigint[]; v_amounts bigint[];
BEGIN
  WITH changed AS (
    SELECT n.id,
           (CASE WHEN n.state IN ('pending', 'open') THEN n.risk + n.win ELSE 0 END)
         - (CASE WHEN o.state IN ('pending', 'open') THEN o.risk + o.win ELSE 0 END) AS delta
      FROM moved_new n JOIN moved_old o ON o.id = n.id
     WHERE n.state IS DISTINCT FROM o.state OR n.risk <> o.risk OR n.win <> o.win
  ), per_key AS (
    SELECT l.merchant_id, 'market' AS scope, l.market_id AS ref_id, sum(c.delta) AS amount
      FROM changed c JOIN sb_bet_legs l ON l.bet_id = c.id
     WHERE c.delta <> 0 GROUP BY l.merchant_id, l.market_id
    UNION ALL
    SELECT l.merchant_id, 'fixture', l.fixture_id, sum(c.delta)
      FROM changed c JOIN sb_bet_legs l ON l.bet_id = c.id
     WHERE c.delta <> 0 GROUP BY l.merchant_id, l.fixture_id
  )
  SELECT array_agg(merchant_id), array_agg(scope), array_agg(ref_id), array_agg(amount::bigint)
    INTO v_merchants, v_scopes, v_refs, v_amounts FROM per_key;
  IF v_scopes IS NOT NULL THEN
    PERFORM sb_exposure_move(v_merchants, v_scopes, v_refs, v_amounts,
                             array_fill(0::bigint, ARRAY[cardinality(v_scopes)]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sb_bets_exposure AFTER UPDATE ON sb_bets
  REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new
  FOR EACH STATEMENT EXECUTE FUNCTION sb_bets_exposure_moved();
--> statement-breakpoint
-- the bets already open when this migration runs
INSERT INTO sb_exposures (merchant_id, scope, ref_id, amount)
SELECT l.merchant_id, 'market', l.market_id, sum(b.risk + b.win)
  FROM sb_bet_legs l JOIN sb_bets b ON b.id = l.bet_id
 WHERE b.state IN ('pending', 'open') GROUP BY l.merchant_id, l.market_id
UNION ALL
SELECT l.merchant_id, 'fixture', l.fixture_id, sum(b.risk + b.win)
  FROM sb_bet_legs l JOIN sb_bets b ON b.id = l.bet_id
 WHERE b.state IN ('pending', 'open') GROUP BY l.merchant_id, l.fixture_id;
