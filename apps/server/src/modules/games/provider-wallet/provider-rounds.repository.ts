import { sql } from 'drizzle-orm';
import { rowsOf, toBigInt, type Executor } from '../../../db/rows.ts';
import type { BetStatus, ProviderTransactionStatus } from '../../../db/schema/index.ts';
import type { AccountRef } from '../../wallet/index.ts';
import {
  balanceOf,
  balanceValue,
  insertTransaction,
  memberAccountOf,
  seenOf,
  type MemberAccount,
  type RoundScope,
  type SeenTransaction,
} from './provider-round-sql.ts';
import {
  rawVendorOfGame,
  walletGameOf,
  type RawGameRow,
  type WalletGame,
} from './provider-sessions.repository.ts';
import type { NewProviderTransaction } from './provider-wallet.repository.ts';

export type { RoundScope, SeenTransaction } from './provider-round-sql.ts';

/**
 * The statements of a bet (WITHDRAW) and a win (DEPOSIT), the calls a provider makes most:
 * inside the money transaction, after the member lock, one statement reads everything the
 * checks need and one writes the round, the call's row and reads the balance back. Raw SQL,
 * as the query builder's CPU per statement was most of a call's cost.
 */

/** What `pam_bet` answered: a PAM code ('OK', an error code, or 'REFUSED'), the wallet. */
export interface PlacedBet {
  code: string;
  transactionId: number | null;
  balance: bigint;
  /** Whether money moved (tell the member's open pages). */
  posted: boolean;
}

/** A bet for `pam_bet` (migration 0008): everything its checks and writes need. */
export interface BetRequest {
  scope: RoundScope;
  row: NewProviderTransaction & { providerRoundId: string };
  game: WalletGame;
  account: MemberAccount;
  house: string;
  stake: bigint;
  /** Node's checks refused the bet: answered only after the replay and marker checks. */
  refused: boolean;
  ledger: { key: string; reference: string; memo: Record<string, string> };
}

/** What a win's checks read, after the member lock. */
export interface WinContext {
  /** The same transaction id in group `win`. */
  seen: SeenTransaction | undefined;
  /** The round asked for: its id, else the first withdraw's with the bet reference, else promo's. */
  roundId: string | null;
  round:
    | { id: number; status: BetStatus; payout: bigint; providerRoundId: string; game?: WalletGame }
    | undefined;
  /** Withdraws with the bet reference, and how many of them are not cancelled. */
  withdraws: number;
  liveWithdraws: number;
  /** The session game's wallet, for refusals. */
  balance: bigint;
}

/** SQL of bets and wins, in as few statements as a call allows. */
export const providerRoundsRepository = {
  /**
   * A bet in one statement (`pam_bet`): the member lock, the replay, marker, refusal, round
   * and funds checks, the ledger movement (through ledger_post), the round and the row.
   */
  async placeBet(db: Executor, bet: BetRequest): Promise<PlacedBet> {
    const { scope, row, game, account } = bet;
    const [answer] = await rowsOf<{
      out_code: string;
      out_transaction_id: number | string | null;
      out_balance: unknown;
      out_posted: boolean;
    }>(
      db,
      sql`select * from pam_bet(${scope.merchantId}, ${scope.providerId}, ${scope.memberId},
        ${row.providerTransactionId}, ${row.transactionType}, ${row.providerBetRef ?? null},
        ${row.providerRoundId}, ${game.id}, ${game.vassalage}, ${game.gameType}, ${game.gameCode},
        ${row.unit}, ${account.kind}, ${account.kind === 'vendor' ? account.vendor : ''},
        ${bet.house}, ${bet.stake.toString()}::bigint, ${row.requestHash}, ${bet.refused},
        ${bet.ledger.key}, ${bet.ledger.reference}, ${JSON.stringify(bet.ledger.memo)}::jsonb,
        ${row.transactionTime.toISOString()}::timestamptz)`,
    );
    if (!answer) throw new Error('pam_bet answered no row');
    return {
      code: answer.out_code,
      transactionId: answer.out_transaction_id === null ? null : Number(answer.out_transaction_id),
      balance: balanceValue(answer.out_balance),
      posted: answer.out_posted,
    };
  },

  async readWinContext(
    db: Executor,
    scope: RoundScope,
    win: {
      providerTransactionId: string;
      providerBetRef: string | null;
      providerRoundId: string | null;
      /** The round a promo payout opens when nothing else names one. */
      promoRoundId: string | null;
      sessionAccount: AccountRef;
    },
  ): Promise<WinContext> {
    const { merchantId: m, providerId: p, memberId } = scope;
    const [row] = await rowsOf<
      RawGameRow & {
        seen_id: number | string | null;
        seen_hash: string | null;
        seen_status: ProviderTransactionStatus | null;
        target_round_id: string | null;
        withdraws: number | string;
        live_withdraws: number | string;
        bet_id: number | string | null;
        bet_status: BetStatus | null;
        payout: unknown;
        provider_round_id: string | null;
        balance: unknown;
      }
    >(
      db,
      sql`with withdraws as (
            select id, status, provider_round_id from provider_transactions
            where merchant_id = ${m} and provider_id = ${p} and member_id = ${memberId}
              and tx_group = 'bet' and provider_bet_ref = ${win.providerBetRef}
          ), target as (
            select coalesce(${win.providerRoundId}::text,
              (select provider_round_id from withdraws order by id limit 1),
              ${win.promoRoundId}::text) as round_id
          )
          select s.id as seen_id, s.request_hash as seen_hash, s.status as seen_status,
            target.round_id as target_round_id,
            (select count(*) from withdraws)::int as withdraws,
            (select count(*) from withdraws where status <> 'cancelled')::int as live_withdraws,
            b.id as bet_id, b.status as bet_status, b.payout, b.provider_round_id,
            g.id as game_id, g.game_code, g.vassalage, g.game_type, g.min_stake, g.max_stake,
            coalesce(v.wallet_mode, 'seamless') as wallet_mode,
            ${balanceOf(m, memberAccountOf(win.sessionAccount))} as balance
          from target
          left join provider_transactions s on s.merchant_id = ${m} and s.provider_id = ${p}
            and s.tx_group = 'win' and s.provider_transaction_id = ${win.providerTransactionId}
          left join bets b on b.merchant_id = ${m} and b.provider_id = ${p}
            and b.member_id = ${memberId} and b.provider_round_id = target.round_id
          left join games g on g.id = b.game_id
          left join vendors v on ${rawVendorOfGame}`,
    );
    if (!row) throw new Error('the win context query answered no row');
    return {
      seen: seenOf(row),
      roundId: row.target_round_id,
      round:
        row.bet_id === null
          ? undefined
          : {
              id: Number(row.bet_id),
              status: row.bet_status!,
              payout: toBigInt(row.payout),
              providerRoundId: row.provider_round_id!,
              ...(row.game_id === null ? {} : { game: walletGameOf(row) }),
            },
      withdraws: Number(row.withdraws),
      liveWithdraws: Number(row.live_withdraws),
      balance: balanceValue(row.balance),
    };
  },

  /**
   * Sets the round's payout (settling it when `closes`), records the call on it and reads the
   * wallet's balance: one statement.
   */
  async recordPayout(
    db: Executor,
    payout: {
      merchantId: number;
      betId: number;
      payout: bigint;
      closes: boolean;
      row: NewProviderTransaction;
      account: AccountRef;
    },
  ): Promise<{ transactionId: number; balance: bigint }> {
    const now = new Date().toISOString();
    const [row] = await rowsOf<{ id: number | string; balance: unknown }>(
      db,
      sql`with paid as (
            update bets set payout = ${payout.payout.toString()}::bigint,
              status = case when ${payout.closes}::boolean then 'settled' else status end,
              settled_at = case when ${payout.closes}::boolean then ${now}::timestamptz
                else settled_at end,
              updated_at = ${now}::timestamptz
            where id = ${payout.betId}
          ), recorded as (${insertTransaction(payout.row, sql`${payout.betId}::bigint`)})
          select recorded.id, ${balanceOf(payout.merchantId, memberAccountOf(payout.account))} as balance
          from recorded`,
    );
    if (!row) throw new Error('recording the payout answered no row');
    return { transactionId: Number(row.id), balance: balanceValue(row.balance) };
  },
};
