-- Issue 12, section 5 (session 6): a game movement takes a house shard that no other game
-- movement holds. pam_post and pam_post_split (0008, 0022) picked one of the 16 shards at
-- random and waited when another transaction had updated it: that row lock lasts to the
-- other's commit (its WAL flush), so at 16 clients a bet often queued behind another bet's
-- commit, and on a busy machine behind a descheduled process. pam_house_account tries the
-- shards from a random start and takes the first whose advisory lock (class 7403, the
-- shard's account id) it gets at once; every game movement holds that lock to its commit, so
-- no two of them pick one shard. Only when all existing shards are taken does it fall back to
-- the old way (a random shard, created if missing, waited for), so shards still appear under
-- load as before. An advisory lock lives in memory (no WAL record, unlike a row lock taken
-- before the update), and the row itself is still updated by ledger_post in the global lock
-- order (member accounts, then the house shard), so movements of other paths (the wallet
-- service), which do not take the advisory lock, interleave exactly as before. The money, the
-- postings and the guards are unchanged: only which of the interchangeable house shards
-- carries the house leg changes.

CREATE FUNCTION pam_house_account(p_merchant_id bigint, p_house text)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_start integer := floor(random() * 16)::int;
  v_shard record;
BEGIN
  FOR v_shard IN SELECT a.id FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant_id AND a.member_id IS NULL AND a.kind = p_house
      AND a.vendor = ''
    ORDER BY (a.shard - v_start + 16) % 16, a.shard
  LOOP
    IF pg_try_advisory_xact_lock(7403, v_shard.id::int) THEN
      RETURN v_shard.id;
    END IF;
  END LOOP;
  RETURN ledger_account_for(p_merchant_id, null, p_house, '', v_start);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pam_post(
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
  v_house bigint := pam_house_account(p_merchant_id, p_house);
  v_hash text := encode(sha256(convert_to(concat_ws('|', p_kind, p_member_id, p_reference,
    p_memo::text, p_member_account, p_member_amount, p_house), 'UTF8')), 'hex');
  v_posted record;
BEGIN
  SELECT * INTO v_posted FROM ledger_post(p_merchant_id, p_key, v_hash, p_kind, p_member_id,
    p_reference, p_memo, ARRAY[p_member_account, v_house], ARRAY[p_member_amount, -p_member_amount])
  LIMIT 1;
  IF v_posted.out_replayed THEN
    RAISE EXCEPTION 'ledger key % already used', p_key USING ERRCODE = '23505';
  END IF;
  RETURN v_posted.out_transaction_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pam_post_split(
  p_merchant_id bigint,
  p_member_id bigint,
  p_cash_account bigint,
  p_cash_amount bigint,
  p_bonus_account bigint,
  p_bonus_amount bigint,
  p_house text,
  p_key text,
  p_kind text,
  p_reference text,
  p_memo jsonb
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_house bigint;
  v_accounts bigint[];
  v_amounts bigint[];
  v_hash text;
  v_posted record;
BEGIN
  SELECT array_agg(l.account ORDER BY l.account), array_agg(l.amount ORDER BY l.account)
  INTO v_accounts, v_amounts
  FROM (VALUES (p_cash_account, p_cash_amount), (p_bonus_account, p_bonus_amount)) l(account, amount)
  WHERE l.amount <> 0;
  v_house := pam_house_account(p_merchant_id, p_house);
  v_accounts := v_accounts || v_house;
  v_amounts := v_amounts || -(p_cash_amount + p_bonus_amount);
  v_hash := encode(sha256(convert_to(concat_ws('|', p_kind, p_member_id, p_reference, p_memo::text,
    array_to_string(v_accounts, ','), array_to_string(v_amounts, ','), p_house), 'UTF8')), 'hex');
  SELECT * INTO v_posted FROM ledger_post(p_merchant_id, p_key, v_hash, p_kind, p_member_id,
    p_reference, p_memo, v_accounts, v_amounts)
  LIMIT 1;
  IF v_posted.out_replayed THEN
    RAISE EXCEPTION 'ledger key % already used', p_key USING ERRCODE = '23505';
  END IF;
  RETURN v_posted.out_transaction_id;
END $$;
