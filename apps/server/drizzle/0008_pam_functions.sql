-- The provider wallet's bet and win in one statement each (docs/provider-wallet.md,
-- "Performance"): the member lock, the checks, the ledger movement and the round and
-- transaction rows, so the member lock is held for one round trip instead of four. Money
-- moves only through ledger_post (0004/0005), so every ledger guard applies as for any
-- other movement. Checks that need no lock (session, account, exclusion, stake limits) stay
-- in Node and arrive as p_refusal: it answers only after the replay and marker checks, as
-- before. Answers are PAM codes ('OK' or an error code); 'REFUSED' means p_refusal.

-- A ledger account's id, created on first use with the rules of the wallet's account
-- directory (ledger-accounts.ts): a member account in the member's unit (PLAY for a trial
-- account, member type 4 = the contracts' trialType; PTS for points), a house shard in the
-- brand's currency (PLAY for play money, PTS for points issued).
CREATE FUNCTION ledger_account_for(
  p_merchant_id bigint,
  p_member_id bigint,
  p_kind text,
  p_vendor text,
  p_shard integer
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.kind = p_kind AND a.vendor = p_vendor
    AND ((p_member_id IS NULL AND a.member_id IS NULL AND a.shard = p_shard)
      OR a.member_id = p_member_id);
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;
  IF p_member_id IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, vendor, unit, shard, may_go_negative)
    SELECT b.id, null, p_kind, '',
      CASE p_kind WHEN 'play_money' THEN 'PLAY' WHEN 'points_issued' THEN 'PTS'
        ELSE b.currency_code END,
      p_shard, true
    FROM merchants b WHERE b.id = p_merchant_id
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, vendor, unit)
    SELECT m.merchant_id, m.id, p_kind, p_vendor,
      CASE WHEN p_kind = 'points' THEN 'PTS' WHEN m.type = 4 THEN 'PLAY' ELSE b.currency_code END
    FROM members m JOIN merchants b ON b.id = m.merchant_id
    WHERE m.id = p_member_id AND m.merchant_id = p_merchant_id
    ON CONFLICT DO NOTHING;
  END IF;
  SELECT a.id INTO v_id FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.kind = p_kind AND a.vendor = p_vendor
    AND ((p_member_id IS NULL AND a.member_id IS NULL AND a.shard = p_shard)
      OR a.member_id = p_member_id);
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'no ledger account % for merchant % member %', p_kind, p_merchant_id, p_member_id;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- A two-leg game movement through ledger_post: the member account first, then a random house
-- shard (the global lock order). Answers the ledger transaction's id.
CREATE FUNCTION pam_post(
  p_merchant_id bigint,
  p_member_id bigint,
  p_member_account bigint,
  p_house text,
  p_member_amount bigint,
  p_key text,
  p_kind text,
  p_reference text,
  p_memo jsonb
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint := ledger_account_for(p_merchant_id, null, p_house, '', floor(random() * 16)::int);
  v_hash text := encode(sha256(convert_to(concat_ws('|', p_kind, p_member_id, p_reference,
    p_memo::text, p_member_account, p_member_amount, p_house), 'UTF8')), 'hex');
  v_posted record;
BEGIN
  SELECT * INTO v_posted FROM ledger_post(p_merchant_id, p_key, v_hash, p_kind, p_member_id,
    p_reference, p_memo, ARRAY[p_member_account, v_house], ARRAY[p_member_amount, -p_member_amount])
  LIMIT 1;
  IF v_posted.out_replayed THEN
    -- the provider transaction row is the idempotency guard: a used ledger key without it is
    -- a broken invariant, never a replay to answer
    RAISE EXCEPTION 'ledger key % already used', p_key USING ERRCODE = '23505';
  END IF;
  RETURN v_posted.out_transaction_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION pam_bet(
  p_merchant_id bigint,
  p_provider_id bigint,
  p_member_id bigint,
  p_transaction_id text,
  p_transaction_type text,
  p_bet_ref text,
  p_round_id text,
  p_game_id bigint,
  p_vassalage text,
  p_game_type text,
  p_game_code text,
  p_unit text,
  p_account_kind text,
  p_account_vendor text,
  p_house text,
  p_stake bigint,
  p_request_hash text,
  p_refusal boolean,
  p_ledger_key text,
  p_reference text,
  p_memo jsonb,
  p_time timestamptz
) RETURNS TABLE (out_code text, out_transaction_id bigint, out_balance bigint, out_posted boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_account bigint;
  v_balance bigint;
  v_seen record;
  v_round_status text;
  v_ledger_id bigint;
  v_bet_id bigint;
BEGIN
  -- the key of the wallet's lockMember (two int4 keys), so it serializes with every caller of it
  PERFORM pg_advisory_xact_lock(7401, p_member_id::int);
  -- every statement below sees what committed before the lock was granted
  SELECT a.id, a.balance INTO v_account, v_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = p_account_kind AND a.vendor = p_account_vendor
  FOR UPDATE;
  v_balance := coalesce(v_balance, 0);
  out_posted := false;

  SELECT s.id, s.request_hash, s.status INTO v_seen FROM provider_transactions s
  WHERE s.merchant_id = p_merchant_id AND s.provider_id = p_provider_id
    AND s.tx_group = 'bet' AND s.provider_transaction_id = p_transaction_id;
  IF FOUND THEN
    out_code := CASE WHEN v_seen.request_hash <> p_request_hash THEN 'PAM_ERR_DUPLICATE_TRANS'
      WHEN v_seen.status = 'cancel_marker' THEN 'PAM_ERR_CANCEL_NOT_FOUND' ELSE 'OK' END;
    out_transaction_id := v_seen.id;
    out_balance := v_balance;
    RETURN NEXT;
    RETURN;
  END IF;

  out_balance := v_balance;
  -- its rollback came first (by this bet's reference, or naming this bet's id)
  IF EXISTS (SELECT 1 FROM provider_transactions c
      WHERE c.merchant_id = p_merchant_id AND c.provider_id = p_provider_id
        AND c.member_id = p_member_id AND c.tx_group = 'cancel' AND c.status = 'cancel_marker'
        AND ((c.provider_bet_ref IS NULL AND c.provider_transaction_id = p_transaction_id)
          OR c.provider_bet_ref = p_bet_ref OR c.provider_bet_ref = p_transaction_id)) THEN
    out_code := 'PAM_ERR_TRANS_ALREADY_CANCELLED';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_refusal THEN
    out_code := 'REFUSED';
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT b.status INTO v_round_status FROM bets b
  WHERE b.merchant_id = p_merchant_id AND b.provider_id = p_provider_id
    AND b.member_id = p_member_id AND b.provider_round_id = p_round_id;
  IF v_round_status = 'settled' THEN
    out_code := 'PAM_ERR_TRANS_ALREADY_SETTLED';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_stake > v_balance THEN
    out_code := 'PAM_ERR_CASH_OVERDRAFT';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_stake > 0 THEN
    v_ledger_id := pam_post(p_merchant_id, p_member_id, v_account, p_house, -p_stake,
      p_ledger_key, 'bet', p_reference, p_memo);
    out_posted := true;
  END IF;
  INSERT INTO bets AS b (merchant_id, member_id, provider_id, vassalage, game_id, game_type,
    game_code, provider_round_id, unit, stake, valid_bet, status, placed_at, updated_at)
  VALUES (p_merchant_id, p_member_id, p_provider_id, p_vassalage, p_game_id, p_game_type,
    p_game_code, p_round_id, p_unit, p_stake, p_stake, 'open', now(), now())
  ON CONFLICT (merchant_id, provider_id, member_id, provider_round_id) DO UPDATE
    SET stake = b.stake + excluded.stake, valid_bet = b.valid_bet + excluded.valid_bet,
      status = 'open', settled_at = null, updated_at = excluded.updated_at
  RETURNING b.id INTO v_bet_id;
  INSERT INTO provider_transactions (merchant_id, provider_id, provider_transaction_id, tx_group,
    transaction_type, member_id, bet_id, provider_round_id, provider_bet_ref, provider_game_id,
    amount, unit, request_hash, ledger_transaction_id, status, transaction_time)
  VALUES (p_merchant_id, p_provider_id, p_transaction_id, 'bet', p_transaction_type,
    p_member_id, v_bet_id, p_round_id, p_bet_ref, p_game_code, p_stake, p_unit, p_request_hash,
    v_ledger_id, 'applied', p_time)
  RETURNING id INTO out_transaction_id;
  out_code := 'OK';
  out_balance := v_balance - p_stake;
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- A win (DEPOSIT / PROMODEPOSIT) in one statement. The round: p_round_id, else the round of
-- the first withdraw with the bet reference, else (a promo payout) one it opens on the
-- session's game. Money goes to the wallet of the round's game; a real-money win of at least
-- p_winner_min (null: never, as for play money) gets a winner_feed row (out_winner_id).
-- Balances of refusals are the session game's wallet, of an OK the round game's.
CREATE FUNCTION pam_win(
  p_merchant_id bigint,
  p_provider_id bigint,
  p_provider_code text,
  p_member_id bigint,
  p_transaction_id text,
  p_transaction_type text,
  p_bet_ref text,
  p_round_id text,
  p_promo boolean,
  p_is_game_over boolean,
  p_session_game_id bigint,
  p_session_vassalage text,
  p_session_game_type text,
  p_session_game_code text,
  p_session_wallet_mode text,
  p_unit text,
  p_house text,
  p_amount bigint,
  p_request_hash text,
  p_ledger_key text,
  p_winner_min bigint,
  p_username text,
  p_time timestamptz
) RETURNS TABLE (
  out_code text,
  out_transaction_id bigint,
  out_balance bigint,
  out_posted boolean,
  out_winner_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_withdraws integer;
  v_live integer;
  v_first_round text;
  v_target text;
  v_round record;
  v_opened boolean := false;
  v_game_id bigint := p_session_game_id;
  v_game_code text := p_session_game_code;
  v_vassalage text := p_session_vassalage;
  v_wallet_mode text := p_session_wallet_mode;
  v_round_id bigint;
  v_round_ref text;
  v_payout bigint := 0;
  v_account bigint;
  v_ledger_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7401, p_member_id::int);
  out_posted := false;
  SELECT coalesce(max(a.balance), 0) INTO out_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = CASE WHEN p_session_wallet_mode = 'transfer' THEN 'vendor' ELSE 'main' END
    AND a.vendor = CASE WHEN p_session_wallet_mode = 'transfer' THEN p_session_vassalage ELSE '' END;

  SELECT s.id, s.request_hash, s.status INTO v_seen FROM provider_transactions s
  WHERE s.merchant_id = p_merchant_id AND s.provider_id = p_provider_id
    AND s.tx_group = 'win' AND s.provider_transaction_id = p_transaction_id;
  IF FOUND THEN
    out_code := CASE WHEN v_seen.request_hash <> p_request_hash THEN 'PAM_ERR_DUPLICATE_TRANS'
      WHEN v_seen.status = 'cancel_marker' THEN 'PAM_ERR_CANCEL_NOT_FOUND' ELSE 'OK' END;
    out_transaction_id := v_seen.id;
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT count(*), count(*) FILTER (WHERE w.status <> 'cancelled'),
    (array_agg(w.provider_round_id ORDER BY w.id))[1]
  INTO v_withdraws, v_live, v_first_round
  FROM provider_transactions w
  WHERE w.merchant_id = p_merchant_id AND w.provider_id = p_provider_id
    AND w.member_id = p_member_id AND w.tx_group = 'bet' AND w.provider_bet_ref = p_bet_ref;
  v_target := coalesce(p_round_id, v_first_round,
    CASE WHEN p_promo THEN p_transaction_id END);

  SELECT b.id, b.status, b.payout, b.provider_round_id, g.id AS game_id, g.game_code,
    g.vassalage, coalesce(v.wallet_mode, 'seamless') AS wallet_mode
  INTO v_round
  FROM bets b
  LEFT JOIN games g ON g.id = b.game_id
  LEFT JOIN vendors v ON v.merchant_id = g.merchant_id AND v.vassalage = g.vassalage
    AND v.game_type = g.game_type
  WHERE b.merchant_id = p_merchant_id AND b.provider_id = p_provider_id
    AND b.member_id = p_member_id AND b.provider_round_id = v_target;
  IF NOT FOUND AND NOT (p_promo AND v_target IS NOT NULL) THEN
    out_code := 'PAM_ERR_TRANS_NOT_FOUND';
    RETURN NEXT;
    RETURN;
  END IF;
  IF v_round.id IS NOT NULL AND v_round.status = 'settled' THEN
    out_code := 'PAM_ERR_TRANS_ALREADY_SETTLED';
  ELSIF v_round.id IS NOT NULL AND v_round.status = 'cancelled' THEN
    out_code := 'PAM_ERR_TRANS_ALREADY_CANCELLED';
  ELSIF p_bet_ref IS NOT NULL AND v_withdraws > 0 AND v_live = 0 THEN
    -- toward a withdraw that was cancelled
    out_code := 'PAM_ERR_TRANS_ALREADY_CANCELLED';
  END IF;
  IF out_code IS NOT NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;

  IF v_round.id IS NULL THEN
    -- a promo payout needs no bet: it opens its own round (stake 0) on the session's game
    INSERT INTO bets AS b (merchant_id, member_id, provider_id, vassalage, game_id, game_type,
      game_code, provider_round_id, unit, stake, valid_bet, status, placed_at, updated_at)
    VALUES (p_merchant_id, p_member_id, p_provider_id, p_session_vassalage, p_session_game_id,
      p_session_game_type, p_session_game_code, v_target, p_unit, 0, 0, 'open', now(), now())
    ON CONFLICT (merchant_id, provider_id, member_id, provider_round_id) DO UPDATE
      SET status = 'open', settled_at = null, updated_at = excluded.updated_at
    RETURNING b.id, b.payout INTO v_round_id, v_payout;
    v_round_ref := v_target;
    v_opened := true;
  ELSE
    v_round_id := v_round.id;
    v_round_ref := v_round.provider_round_id;
    v_payout := v_round.payout;
    IF v_round.game_id IS NOT NULL THEN
      v_game_id := v_round.game_id;
      v_game_code := v_round.game_code;
      v_vassalage := v_round.vassalage;
      v_wallet_mode := v_round.wallet_mode;
    END IF;
  END IF;

  IF p_amount > 0 THEN
    v_account := ledger_account_for(p_merchant_id, p_member_id,
      CASE WHEN v_wallet_mode = 'transfer' THEN 'vendor' ELSE 'main' END,
      CASE WHEN v_wallet_mode = 'transfer' THEN v_vassalage ELSE '' END, 0);
    v_ledger_id := pam_post(p_merchant_id, p_member_id, v_account, p_house, p_amount,
      p_ledger_key, CASE WHEN p_promo THEN 'bonus' ELSE 'win' END,
      'round:' || p_provider_code || ':' || v_round_ref,
      jsonb_build_object('provider', p_provider_code, 'game', v_game_code));
    out_posted := true;
  END IF;
  UPDATE bets b SET payout = v_payout + p_amount,
    status = CASE WHEN p_is_game_over IS TRUE OR (v_opened AND p_is_game_over IS DISTINCT FROM false)
      THEN 'settled' ELSE b.status END,
    settled_at = CASE WHEN p_is_game_over IS TRUE OR (v_opened AND p_is_game_over IS DISTINCT FROM false)
      THEN now() ELSE b.settled_at END,
    updated_at = now()
  WHERE b.id = v_round_id;
  INSERT INTO provider_transactions (merchant_id, provider_id, provider_transaction_id, tx_group,
    transaction_type, member_id, bet_id, provider_round_id, provider_bet_ref, provider_game_id,
    amount, unit, request_hash, ledger_transaction_id, status, transaction_time)
  VALUES (p_merchant_id, p_provider_id, p_transaction_id, 'win', p_transaction_type,
    p_member_id, v_round_id, v_round_ref, p_bet_ref, v_game_code, p_amount, p_unit,
    p_request_hash, v_ledger_id, 'applied', p_time)
  RETURNING id INTO out_transaction_id;
  IF p_winner_min IS NOT NULL AND p_amount > 0 AND p_amount >= p_winner_min THEN
    INSERT INTO winner_feed (merchant_id, game_id, customer_name, win_amount)
    VALUES (p_merchant_id, v_game_id, p_username, p_amount)
    RETURNING id INTO out_winner_id;
  END IF;
  SELECT coalesce(max(a.balance), 0) INTO out_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = CASE WHEN v_wallet_mode = 'transfer' THEN 'vendor' ELSE 'main' END
    AND a.vendor = CASE WHEN v_wallet_mode = 'transfer' THEN v_vassalage ELSE '' END;
  out_code := 'OK';
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- The withdraws a cancel names, by id: with a bet reference the ones carrying it, else the one
-- whose own id it is; without one, the one with the cancel's own id. `p_group` 'win' finds the
-- deposits named the same way (a cancel of a deposit is refused).
CREATE FUNCTION pam_cancel_targets(
  p_merchant_id bigint,
  p_provider_id bigint,
  p_member_id bigint,
  p_group text,
  p_transaction_id text,
  p_bet_ref text
) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[];
BEGIN
  IF p_bet_ref IS NOT NULL THEN
    SELECT array_agg(t.id ORDER BY t.id) INTO v_ids FROM provider_transactions t
    WHERE t.merchant_id = p_merchant_id AND t.provider_id = p_provider_id
      AND t.member_id = p_member_id AND t.tx_group = p_group AND t.provider_bet_ref = p_bet_ref;
    IF v_ids IS NOT NULL THEN
      RETURN v_ids;
    END IF;
  END IF;
  SELECT array_agg(t.id ORDER BY t.id) INTO v_ids FROM provider_transactions t
  WHERE t.merchant_id = p_merchant_id AND t.provider_id = p_provider_id
    AND t.member_id = p_member_id AND t.tx_group = p_group
    AND t.provider_transaction_id = coalesce(p_bet_ref, p_transaction_id);
  RETURN coalesce(v_ids, '{}');
END $$;
--> statement-breakpoint
-- A rollback (CANCEL / PROMOCANCEL) in one statement: refunds the named withdraws of rounds
-- without a payout by reversing their ledger postings exactly (same accounts, through
-- ledger_post), marks them cancelled, lowers the rounds' stakes; a rollback that overtook its
-- bet leaves a marker row (answer PAM_ERR_CANCEL_NOT_FOUND, which commits).
CREATE FUNCTION pam_cancel(
  p_merchant_id bigint,
  p_provider_id bigint,
  p_provider_code text,
  p_member_id bigint,
  p_transaction_id text,
  p_transaction_type text,
  p_bet_ref text,
  p_round_id text,
  p_game_code text,
  p_session_kind text,
  p_session_vendor text,
  p_unit text,
  p_amount bigint,
  p_request_hash text,
  p_ledger_key text,
  p_time timestamptz
) RETURNS TABLE (out_code text, out_transaction_id bigint, out_balance bigint, out_posted boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_seen record;
  v_targets bigint[];
  v_live bigint[];
  v_first_bet bigint;
  v_first_round text;
  v_accounts bigint[];
  v_amounts bigint[];
  v_member_account bigint;
  v_refunded bigint;
  v_ledger_id bigint;
  v_posted record;
BEGIN
  PERFORM pg_advisory_xact_lock(7401, p_member_id::int);
  out_posted := false;
  SELECT coalesce(max(a.balance), 0) INTO out_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = p_session_kind AND a.vendor = p_session_vendor;

  SELECT s.id, s.request_hash, s.status INTO v_seen FROM provider_transactions s
  WHERE s.merchant_id = p_merchant_id AND s.provider_id = p_provider_id
    AND s.tx_group = 'cancel' AND s.provider_transaction_id = p_transaction_id;
  IF FOUND THEN
    out_code := CASE WHEN v_seen.request_hash <> p_request_hash THEN 'PAM_ERR_DUPLICATE_TRANS'
      WHEN v_seen.status = 'cancel_marker' THEN 'PAM_ERR_CANCEL_NOT_FOUND' ELSE 'OK' END;
    out_transaction_id := v_seen.id;
    RETURN NEXT;
    RETURN;
  END IF;

  v_targets := pam_cancel_targets(p_merchant_id, p_provider_id, p_member_id, 'bet',
    p_transaction_id, p_bet_ref);
  IF cardinality(v_targets) = 0 THEN
    IF cardinality(pam_cancel_targets(p_merchant_id, p_provider_id, p_member_id, 'win',
        p_transaction_id, p_bet_ref)) > 0 THEN
      out_code := 'PAM_ERR_CANCEL_NON_WITHDRAW';
      RETURN NEXT;
      RETURN;
    END IF;
    INSERT INTO provider_transactions (merchant_id, provider_id, provider_transaction_id,
      tx_group, transaction_type, member_id, provider_round_id, provider_bet_ref,
      provider_game_id, amount, unit, request_hash, status, result_code, transaction_time)
    VALUES (p_merchant_id, p_provider_id, p_transaction_id, 'cancel', p_transaction_type,
      p_member_id, p_round_id, p_bet_ref, p_game_code, p_amount, p_unit, p_request_hash,
      'cancel_marker', 'PAM_ERR_CANCEL_NOT_FOUND', p_time)
    RETURNING id INTO out_transaction_id;
    out_code := 'PAM_ERR_CANCEL_NOT_FOUND';
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT array_agg(t.id ORDER BY t.id) INTO v_live FROM provider_transactions t
  WHERE t.id = ANY (v_targets) AND t.status = 'applied';
  IF v_live IS NULL THEN
    out_code := 'PAM_ERR_TRANS_ALREADY_CANCELLED';
    RETURN NEXT;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.id = ANY (v_live) AND t.bet_id IS NULL)
  THEN
    RAISE EXCEPTION 'a withdraw without its round (cancel %)', p_transaction_id;
  END IF;
  -- a round with any payout, or closed, cannot be cancelled
  IF EXISTS (SELECT 1 FROM bets b
      WHERE b.id IN (SELECT t.bet_id FROM provider_transactions t WHERE t.id = ANY (v_live))
        AND (b.status = 'settled' OR EXISTS (SELECT 1 FROM provider_transactions w
          WHERE w.bet_id = b.id AND w.tx_group = 'win'))) THEN
    out_code := 'PAM_ERR_TRANS_ALREADY_SETTLED';
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT t.bet_id, b.provider_round_id INTO v_first_bet, v_first_round
  FROM provider_transactions t JOIN bets b ON b.id = t.bet_id
  WHERE t.id = v_live[1];

  -- the exact reverse of the targets' postings, merged per account, in the global lock order
  SELECT array_agg(r.account_id ORDER BY r.is_house, r.account_id),
    array_agg(r.amount ORDER BY r.is_house, r.account_id),
    max(r.account_id) FILTER (WHERE NOT r.is_house)
  INTO v_accounts, v_amounts, v_member_account
  FROM (
    SELECT p.account_id, a.member_id IS NULL AS is_house, -sum(p.amount) AS amount
    FROM provider_transactions t
    JOIN ledger_postings p ON p.transaction_id = t.ledger_transaction_id
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE t.id = ANY (v_live)
    GROUP BY p.account_id, a.member_id
    HAVING sum(p.amount) <> 0
  ) r;
  IF v_accounts IS NOT NULL THEN
    SELECT * INTO v_posted FROM ledger_post(p_merchant_id, p_ledger_key,
      encode(sha256(convert_to(concat_ws('|', 'rollback', p_member_id, p_transaction_id,
        array_to_string(v_accounts, ','), array_to_string(v_amounts, ',')), 'UTF8')), 'hex'),
      'rollback', p_member_id, 'round:' || p_provider_code || ':' || v_first_round,
      jsonb_build_object('provider', p_provider_code), v_accounts, v_amounts)
    LIMIT 1;
    IF v_posted.out_replayed THEN
      RAISE EXCEPTION 'ledger key % already used', p_ledger_key USING ERRCODE = '23505';
    END IF;
    v_ledger_id := v_posted.out_transaction_id;
    out_posted := true;
  END IF;

  UPDATE provider_transactions t SET status = 'cancelled' WHERE t.id = ANY (v_live);
  UPDATE bets b SET stake = b.stake - r.refunded, valid_bet = b.valid_bet - r.refunded,
    status = CASE WHEN b.stake = r.refunded THEN 'cancelled' ELSE b.status END,
    settled_at = CASE WHEN b.stake = r.refunded THEN now() ELSE b.settled_at END,
    updated_at = now()
  FROM (SELECT t.bet_id, sum(t.amount) AS refunded FROM provider_transactions t
    WHERE t.id = ANY (v_live) GROUP BY t.bet_id) r
  WHERE b.id = r.bet_id;
  SELECT sum(t.amount) INTO v_refunded FROM provider_transactions t WHERE t.id = ANY (v_live);
  INSERT INTO provider_transactions (merchant_id, provider_id, provider_transaction_id, tx_group,
    transaction_type, member_id, bet_id, provider_round_id, provider_bet_ref, provider_game_id,
    amount, unit, request_hash, ledger_transaction_id, status, transaction_time)
  VALUES (p_merchant_id, p_provider_id, p_transaction_id, 'cancel', p_transaction_type,
    p_member_id, v_first_bet, v_first_round, p_bet_ref, p_game_code, v_refunded, p_unit,
    p_request_hash, v_ledger_id, 'applied', p_time)
  RETURNING id INTO out_transaction_id;
  IF v_member_account IS NOT NULL THEN
    SELECT a.balance INTO out_balance FROM ledger_accounts a WHERE a.id = v_member_account;
  END IF;
  out_code := 'OK';
  RETURN NEXT;
END $$;
