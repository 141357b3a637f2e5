-- Three holes in the ledger's own guards, closed in the database (issue 12):
-- 1. a balance could be changed by a plain UPDATE with no posting;
-- 2. a ledger transaction with no postings was accepted;
-- 3. TRUNCATE passed the append-only triggers (they are row triggers).
--
-- 1 is closed by what the postings say, not by who wrote them: at commit, every account whose
-- balance changed must hold the balance_after of its newest posting (0 if it has none), and
-- every posting must follow its account's previous posting (previous balance_after + amount =
-- balance_after). So an account's balance is always the sum of its postings, whatever path
-- wrote them (ledger_post, or functions that move money the same way), and faking a balance
-- takes a whole balanced movement, which is then a real one. A flag set by ledger_post would
-- be one set_config call away for any session, and would have to be set by every path.
-- The append-only refusal now names a constraint, so tests can tell it from a foreign key.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501', CONSTRAINT = 'ledger_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE FUNCTION ledger_check_has_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % has no postings', NEW.id
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_transactions_have_postings';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_have_postings AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_has_postings();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balance_posted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_posted bigint;
BEGIN
  -- one query: the account as it is at commit, and what its newest posting says
  SELECT a.balance, (SELECT p.balance_after FROM ledger_postings p
                     WHERE p.account_id = a.id ORDER BY p.id DESC LIMIT 1)
    INTO v_balance, v_posted
    FROM ledger_accounts a WHERE a.id = NEW.id;
  IF FOUND AND v_balance <> coalesce(v_posted, 0) THEN
    RAISE EXCEPTION 'ledger account % holds % but its postings say %', NEW.id, v_balance,
      coalesce(v_posted, 0)
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_accounts_balance_posted';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_accounts_balance_posted AFTER UPDATE OF balance ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.balance IS DISTINCT FROM NEW.balance)
  EXECUTE FUNCTION ledger_check_balance_posted();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_accounts_open_posted AFTER INSERT ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.balance <> 0)
  EXECUTE FUNCTION ledger_check_balance_posted();
--> statement-breakpoint
-- the per-statement check of 0005, plus the chain: each posting's balance_after is its
-- account's previous balance_after plus its amount (rows of one account follow in id order)
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_transaction bigint;
  v_posting bigint;
BEGIN
  SELECT i.transaction_id INTO v_transaction
  FROM inserted i JOIN ledger_accounts a ON a.id = i.account_id
  GROUP BY i.transaction_id, a.unit HAVING sum(i.amount) <> 0
  LIMIT 1;
  IF v_transaction IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', v_transaction
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  SELECT i.id INTO v_posting
  FROM inserted i
  WHERE i.balance_after <> i.amount + coalesce((
    SELECT p.balance_after FROM ledger_postings p
    WHERE p.account_id = i.account_id AND p.id < i.id
    ORDER BY p.id DESC LIMIT 1), 0)
  LIMIT 1;
  IF v_posting IS NOT NULL THEN
    RAISE EXCEPTION 'ledger posting % does not follow its account''s previous balance', v_posting
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_postings_chained';
  END IF;
  RETURN NULL;
END $$;
