-- One ledger movement in one statement: the wallet sends a single round trip per movement
-- instead of six (begin, transaction, one update per account, postings, commit). The caller
-- passes the legs already ordered (member accounts by id, then house shards by id), so every
-- movement locks rows in one global order and two movements cannot deadlock each other.
-- A key already used answers its stored postings with replayed = true and the stored hash;
-- the caller compares the hash (same content: the first answer again; else a conflict).
CREATE FUNCTION ledger_post(
  p_merchant_id bigint,
  p_key text,
  p_hash text,
  p_kind text,
  p_member_id bigint,
  p_reference text,
  p_memo jsonb,
  p_accounts bigint[],
  p_amounts bigint[]
) RETURNS TABLE (
  out_transaction_id bigint,
  out_created_at timestamptz,
  out_hash text,
  out_replayed boolean,
  out_account_id bigint,
  out_amount bigint,
  out_balance_after bigint,
  -- filled on replays only: the caller knows the accounts of a fresh movement
  out_member_id bigint,
  out_account_kind text,
  out_vendor text
) LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  INSERT INTO ledger_transactions AS t
    (merchant_id, idempotency_key, request_hash, kind, member_id, reference, memo)
  VALUES (p_merchant_id, p_key, p_hash, p_kind, p_member_id, p_reference, p_memo)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING t.id, t.created_at INTO out_transaction_id, out_created_at;

  IF out_transaction_id IS NULL THEN
    -- a concurrent first request has committed by now: the insert waited for it
    RETURN QUERY
      SELECT t.id, t.created_at, t.request_hash, true, p.account_id, p.amount, p.balance_after,
        a.member_id, a.kind, a.vendor
      FROM ledger_transactions t
      JOIN ledger_postings p ON p.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = p.account_id
      WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_key
      ORDER BY p.account_id;
    RETURN;
  END IF;

  out_hash := p_hash;
  out_replayed := false;
  FOR i IN 1 .. array_length(p_accounts, 1) LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_amounts[i]
      WHERE a.id = p_accounts[i] RETURNING a.balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % does not exist', p_accounts[i];
    END IF;
    INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
      VALUES (out_transaction_id, p_accounts[i], p_amounts[i], v_balance);
    out_account_id := p_accounts[i];
    out_amount := p_amounts[i];
    out_balance_after := v_balance;
    RETURN NEXT;
  END LOOP;
END $$;
