CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint,
	"entry_id" bigint,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_base" text NOT NULL,
	"multiplier" integer NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagering_done" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"granted_by" bigint,
	"reason" text,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text NOT NULL,
	"deposit_id" bigint,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"bet_progress" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualified_at" timestamp with time zone,
	"claim_by" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"contribution_weights" jsonb NOT NULL,
	"withdrawal_rule" text NOT NULL,
	"withdrawal_fee_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_settings" ADD CONSTRAINT "reward_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_entry_key" ON "bonuses" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active" ON "bonuses" USING btree ("member_id") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("merchant_id","member_id","status");--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("expires_at") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_live_key" ON "promotion_entries" USING btree ("promotion_id","member_id") WHERE "promotion_entries"."state" in ('joined', 'claimable');--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "promotions_merchant_idx" ON "promotions" USING btree ("merchant_id","state","sort_order");--> statement-breakpoint
-- Bonus money in the provider wallet (issue 14, docs/rewards.md "Bonuses and promotions"):
-- pam_bet, pam_win and pam_cancel of 0008 again, with every behaviour kept, plus the member's
-- `bonus` account beside the main wallet. A bet draws on cash first, then on bonus money, and
-- records the bonus share on the round (bets.bonus_stake) and the call (bonus_amount); a win
-- is split between cash and bonus money in the proportion of the round's stake; a rollback
-- reverses the postings account by account as before. Balances of main-wallet games are cash
-- plus bonus money. Transfer-mode vendor wallets hold cash only.
-- A game movement with bonus money (docs/rewards.md): the cash leg and the bonus leg (zero
-- legs left out), member accounts in id order, then a random house shard for the sum (the
-- global lock order). Answers the ledger transaction's id.
CREATE FUNCTION pam_post_split(
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
  v_house bigint := ledger_account_for(p_merchant_id, null, p_house, '', floor(random() * 16)::int);
  v_accounts bigint[];
  v_amounts bigint[];
  v_hash text;
  v_posted record;
BEGIN
  SELECT array_agg(l.account ORDER BY l.account), array_agg(l.amount ORDER BY l.account)
  INTO v_accounts, v_amounts
  FROM (VALUES (p_cash_account, p_cash_amount), (p_bonus_account, p_bonus_amount)) l(account, amount)
  WHERE l.amount <> 0;
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pam_bet(
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
  v_balance bigint := 0;
  v_bonus_account bigint;
  v_bonus bigint := 0;
  v_from_bonus bigint := 0;
  v_wallet record;
  v_seen record;
  v_round_status text;
  v_ledger_id bigint;
  v_bet_id bigint;
BEGIN
  -- the key of the wallet's lockMember (two int4 keys), so it serializes with every caller of it
  PERFORM pg_advisory_xact_lock(7401, p_member_id::int);
  -- every statement below sees what committed before the lock was granted
  -- the game's wallet and, for the main wallet, the bonus money beside it: one read of the
  -- unique index, both rows locked in id order (the global lock order)
  FOR v_wallet IN SELECT a.id, a.kind, a.balance FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
      AND a.kind = ANY (CASE WHEN p_account_kind = 'main' THEN ARRAY['main', 'bonus']
        ELSE ARRAY[p_account_kind] END)
      AND a.vendor = p_account_vendor
    ORDER BY a.id FOR UPDATE
  LOOP
    IF v_wallet.kind = 'bonus' THEN
      v_bonus_account := v_wallet.id;
      v_bonus := v_wallet.balance;
    ELSE
      v_account := v_wallet.id;
      v_balance := v_wallet.balance;
    END IF;
  END LOOP;
  out_posted := false;

  SELECT s.id, s.request_hash, s.status INTO v_seen FROM provider_transactions s
  WHERE s.merchant_id = p_merchant_id AND s.provider_id = p_provider_id
    AND s.tx_group = 'bet' AND s.provider_transaction_id = p_transaction_id;
  IF FOUND THEN
    out_code := CASE WHEN v_seen.request_hash <> p_request_hash THEN 'PAM_ERR_DUPLICATE_TRANS'
      WHEN v_seen.status = 'cancel_marker' THEN 'PAM_ERR_CANCEL_NOT_FOUND' ELSE 'OK' END;
    out_transaction_id := v_seen.id;
    out_balance := v_balance + v_bonus;
    RETURN NEXT;
    RETURN;
  END IF;

  out_balance := v_balance + v_bonus;
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
  IF p_stake > v_balance + v_bonus THEN
    out_code := 'PAM_ERR_CASH_OVERDRAFT';
    RETURN NEXT;
    RETURN;
  END IF;

  -- cash first, then bonus money (docs/rewards.md); a member without bonus money takes the
  -- path of before
  v_from_bonus := greatest(p_stake - v_balance, 0);
  IF p_stake > 0 AND v_from_bonus = 0 THEN
    v_ledger_id := pam_post(p_merchant_id, p_member_id, v_account, p_house, -p_stake,
      p_ledger_key, 'bet', p_reference, p_memo);
    out_posted := true;
  ELSIF p_stake > 0 THEN
    v_ledger_id := pam_post_split(p_merchant_id, p_member_id, v_account,
      -(p_stake - v_from_bonus), v_bonus_account, -v_from_bonus, p_house, p_ledger_key, 'bet',
      p_reference, p_memo);
    out_posted := true;
  END IF;
  INSERT INTO bets AS b (merchant_id, member_id, provider_id, vassalage, game_id, game_type,
    game_code, provider_round_id, unit, stake, valid_bet, bonus_stake, status, placed_at,
    updated_at)
  VALUES (p_merchant_id, p_member_id, p_provider_id, p_vassalage, p_game_id, p_game_type,
    p_game_code, p_round_id, p_unit, p_stake, p_stake, v_from_bonus, 'open', now(), now())
  ON CONFLICT (merchant_id, provider_id, member_id, provider_round_id) DO UPDATE
    SET stake = b.stake + excluded.stake, valid_bet = b.valid_bet + excluded.valid_bet,
      bonus_stake = b.bonus_stake + excluded.bonus_stake,
      status = 'open', settled_at = null, updated_at = excluded.updated_at
  RETURNING b.id INTO v_bet_id;
  INSERT INTO provider_transactions (merchant_id, provider_id, provider_transaction_id, tx_group,
    transaction_type, member_id, bet_id, provider_round_id, provider_bet_ref, provider_game_id,
    amount, bonus_amount, unit, request_hash, ledger_transaction_id, status, transaction_time)
  VALUES (p_merchant_id, p_provider_id, p_transaction_id, 'bet', p_transaction_type,
    p_member_id, v_bet_id, p_round_id, p_bet_ref, p_game_code, p_stake, v_from_bonus, p_unit,
    p_request_hash, v_ledger_id, 'applied', p_time)
  RETURNING id INTO out_transaction_id;
  out_code := 'OK';
  out_balance := v_balance + v_bonus - p_stake;
  RETURN NEXT;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pam_win(
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
  v_bonus_account bigint;
  v_bonus_part bigint := 0;
  v_ledger_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7401, p_member_id::int);
  out_posted := false;
  -- the session game's wallet: a vendor's, or the main wallet with the bonus money beside it
  SELECT coalesce(sum(a.balance), 0) INTO out_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = ANY (CASE WHEN p_session_wallet_mode = 'transfer' THEN ARRAY['vendor']
      ELSE ARRAY['main', 'bonus'] END)
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

  SELECT b.id, b.status, b.payout, b.stake, b.bonus_stake, b.provider_round_id, g.id AS game_id,
    g.game_code,
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
    -- a win splits like the stake: the bonus money's share of the round's stake goes to the
    -- bonus account (rounded down), the rest is cash
    IF v_wallet_mode <> 'transfer' AND v_round.id IS NOT NULL AND v_round.bonus_stake > 0
        AND v_round.stake > 0 THEN
      v_bonus_part := floor(p_amount::numeric * least(v_round.bonus_stake, v_round.stake)
        / v_round.stake)::bigint;
    END IF;
    IF v_bonus_part = 0 THEN
      v_ledger_id := pam_post(p_merchant_id, p_member_id, v_account, p_house, p_amount,
        p_ledger_key, CASE WHEN p_promo THEN 'bonus' ELSE 'win' END,
        'round:' || p_provider_code || ':' || v_round_ref,
        jsonb_build_object('provider', p_provider_code, 'game', v_game_code));
    ELSE
      v_bonus_account := ledger_account_for(p_merchant_id, p_member_id, 'bonus', '', 0);
      v_ledger_id := pam_post_split(p_merchant_id, p_member_id, v_account,
        p_amount - v_bonus_part, v_bonus_account, v_bonus_part, p_house, p_ledger_key,
        CASE WHEN p_promo THEN 'bonus' ELSE 'win' END,
        'round:' || p_provider_code || ':' || v_round_ref,
        jsonb_build_object('provider', p_provider_code, 'game', v_game_code));
    END IF;
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
  SELECT coalesce(sum(a.balance), 0) INTO out_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = ANY (CASE WHEN v_wallet_mode = 'transfer' THEN ARRAY['vendor']
      ELSE ARRAY['main', 'bonus'] END)
    AND a.vendor = CASE WHEN v_wallet_mode = 'transfer' THEN v_vassalage ELSE '' END;
  out_code := 'OK';
  RETURN NEXT;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pam_cancel(
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
  v_bonus_refunded boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(7401, p_member_id::int);
  out_posted := false;
  SELECT coalesce(sum(a.balance), 0) INTO out_balance FROM ledger_accounts a
  WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
    AND a.kind = ANY (CASE WHEN p_session_kind = 'main' THEN ARRAY['main', 'bonus']
      ELSE ARRAY[p_session_kind] END)
    AND a.vendor = p_session_vendor;

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
    max(r.account_id) FILTER (WHERE NOT r.is_house AND r.kind <> 'bonus'),
    bool_or(r.kind = 'bonus')
  INTO v_accounts, v_amounts, v_member_account, v_bonus_refunded
  FROM (
    SELECT p.account_id, a.member_id IS NULL AS is_house, a.kind, -sum(p.amount) AS amount
    FROM provider_transactions t
    JOIN ledger_postings p ON p.transaction_id = t.ledger_transaction_id
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE t.id = ANY (v_live)
    GROUP BY p.account_id, a.member_id, a.kind
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
    bonus_stake = greatest(b.bonus_stake - r.bonus_refunded, 0),
    status = CASE WHEN b.stake = r.refunded THEN 'cancelled' ELSE b.status END,
    settled_at = CASE WHEN b.stake = r.refunded THEN now() ELSE b.settled_at END,
    updated_at = now()
  FROM (SELECT t.bet_id, sum(t.amount) AS refunded, sum(t.bonus_amount) AS bonus_refunded
    FROM provider_transactions t
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
    -- the refunded wallet, with the bonus money beside it when it is the main wallet
    SELECT coalesce(sum(o.balance), 0) INTO out_balance FROM ledger_accounts a
    JOIN ledger_accounts o ON o.merchant_id = a.merchant_id AND o.member_id = a.member_id
      AND o.vendor = a.vendor AND (o.id = a.id OR (a.kind = 'main' AND o.kind = 'bonus'))
    WHERE a.id = v_member_account;
  ELSIF v_bonus_refunded THEN
    SELECT coalesce(sum(a.balance), 0) INTO out_balance FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant_id AND a.member_id = p_member_id
      AND a.kind IN ('main', 'bonus') AND a.vendor = '';
  END IF;
  out_code := 'OK';
  RETURN NEXT;
END $$;
