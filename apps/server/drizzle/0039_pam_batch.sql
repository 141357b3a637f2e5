-- The provider wallet's bets and wins of a few concurrent calls in one statement, so one
-- transaction, one commit and one round trip carry them all (docs/provider-wallet.md,
-- "Batched calls"). Each call runs exactly as its own statement would: pam_bet_refusal then
-- pam_bet for a bet, pam_win for a win, with the same arguments, checks and writes; only the
-- commit is shared. The calls' member locks are held to that commit, so a call takes its
-- member's lock only if it is free at once (pg_try_advisory_xact_lock, the key of
-- wallet.lockMember; a lock the batch already holds is granted again): a batch never waits for
-- a member, so it neither deadlocks on members nor keeps the calls behind it waiting, and a
-- call whose member is busy answers DEFERRED, untouched, for the caller to run on its own.
CREATE FUNCTION pam_batch(p_bets jsonb, p_wins jsonb)
RETURNS TABLE (
  out_ord integer,
  out_code text,
  out_transaction_id bigint,
  out_balance bigint,
  out_posted boolean,
  out_live_refusal text,
  out_winner_id bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_refusal text;
  b record;
  w record;
  r record;
BEGIN
  FOR b IN SELECT * FROM jsonb_to_recordset(p_bets) AS x(
    ord integer, session_id bigint, merchant_id bigint, provider_id bigint, member_id bigint,
    transaction_id text, transaction_type text, bet_ref text, round_id text, game_id bigint,
    vassalage text, game_type text, game_code text, unit text, account_kind text,
    account_vendor text, house text, stake bigint, request_hash text, refused boolean,
    ledger_key text, reference text, memo jsonb, at timestamptz)
  LOOP
    out_ord := b.ord;
    IF NOT pg_try_advisory_xact_lock(7401, b.member_id::int) THEN
      out_code := 'DEFERRED'; out_transaction_id := null; out_balance := null;
      out_posted := false; out_live_refusal := null; out_winner_id := null;
      RETURN NEXT;
      CONTINUE;
    END IF;
    v_refusal := pam_bet_refusal(b.session_id, b.member_id, now());
    SELECT * INTO r FROM pam_bet(b.merchant_id, b.provider_id, b.member_id, b.transaction_id,
      b.transaction_type, b.bet_ref, b.round_id, b.game_id, b.vassalage, b.game_type,
      b.game_code, b.unit, b.account_kind, b.account_vendor, b.house, b.stake, b.request_hash,
      v_refusal IS NOT NULL OR b.refused, b.ledger_key, b.reference, b.memo, b.at);
    out_code := r.out_code; out_transaction_id := r.out_transaction_id;
    out_balance := r.out_balance; out_posted := r.out_posted; out_live_refusal := v_refusal;
    out_winner_id := null;
    RETURN NEXT;
  END LOOP;
  FOR w IN SELECT * FROM jsonb_to_recordset(p_wins) AS x(
    ord integer, merchant_id bigint, provider_id bigint, provider_code text, member_id bigint,
    transaction_id text, transaction_type text, bet_ref text, round_id text, promo boolean,
    is_game_over boolean, game_id bigint, vassalage text, game_type text, game_code text,
    wallet_mode text, unit text, house text, amount bigint, request_hash text, ledger_key text,
    winner_min bigint, username text, at timestamptz)
  LOOP
    out_ord := w.ord;
    IF NOT pg_try_advisory_xact_lock(7401, w.member_id::int) THEN
      out_code := 'DEFERRED'; out_transaction_id := null; out_balance := null;
      out_posted := false; out_live_refusal := null; out_winner_id := null;
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT * INTO r FROM pam_win(w.merchant_id, w.provider_id, w.provider_code, w.member_id,
      w.transaction_id, w.transaction_type, w.bet_ref, w.round_id, w.promo, w.is_game_over,
      w.game_id, w.vassalage, w.game_type, w.game_code, w.wallet_mode, w.unit, w.house,
      w.amount, w.request_hash, w.ledger_key, w.winner_min, w.username, w.at);
    out_code := r.out_code; out_transaction_id := r.out_transaction_id;
    out_balance := r.out_balance; out_posted := r.out_posted; out_live_refusal := null;
    out_winner_id := r.out_winner_id;
    RETURN NEXT;
  END LOOP;
END $$;
