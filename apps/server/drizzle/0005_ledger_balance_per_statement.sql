-- The balance check of 0003 ran once per posting at commit (a deferred row trigger): it cost
-- half the ledger's throughput. It now runs once per INSERT statement over the rows that
-- statement added (a transition table), so the rule becomes: the postings of a transaction
-- are written in one statement, and the rows of every statement must balance per
-- transaction and unit. ledger_post writes its postings in one statement to match.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_transaction bigint;
BEGIN
  -- each statement's rows must balance on their own: since every earlier statement did too,
  -- every transaction stays balanced however many statements wrote to it
  SELECT i.transaction_id INTO v_transaction
  FROM inserted i JOIN ledger_accounts a ON a.id = i.account_id
  GROUP BY i.transaction_id, a.unit HAVING sum(i.amount) <> 0
  LIMIT 1;
  IF v_transaction IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', v_transaction
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(
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
  out_member_id bigint,
  out_account_kind text,
  out_vendor text
) LANGUAGE plpgsql AS $$
DECLARE
  v_transaction_id bigint;
  v_created_at timestamptz;
  v_balances bigint[] := '{}';
  v_balance bigint;
BEGIN
  INSERT INTO ledger_transactions AS t
    (merchant_id, idempotency_key, request_hash, kind, member_id, reference, memo)
  VALUES (p_merchant_id, p_key, p_hash, p_kind, p_member_id, p_reference, p_memo)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING t.id, t.created_at INTO v_transaction_id, v_created_at;

  IF v_transaction_id IS NULL THEN
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

  -- balances in the caller's order (the global lock order), then every posting at once
  FOR i IN 1 .. array_length(p_accounts, 1) LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_amounts[i]
      WHERE a.id = p_accounts[i] RETURNING a.balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % does not exist', p_accounts[i];
    END IF;
    v_balances := v_balances || v_balance;
  END LOOP;
  INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
    SELECT v_transaction_id, l.account_id, l.amount, l.balance_after
    FROM unnest(p_accounts, p_amounts, v_balances) AS l(account_id, amount, balance_after);

  RETURN QUERY
    SELECT v_transaction_id, v_created_at, p_hash, false, l.account_id, l.amount, l.balance_after,
      null::bigint, null::text, null::text
    FROM unnest(p_accounts, p_amounts, v_balances) AS l(account_id, amount, balance_after);
END $$;
