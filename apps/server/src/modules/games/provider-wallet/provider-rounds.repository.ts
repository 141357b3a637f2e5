import { sql, type SQL } from 'drizzle-orm';
import { preparedRowsOf, rowsOf, type Executor } from '../../../db/rows.ts';
import { balanceValue, type MemberAccount, type RoundScope } from './provider-round-sql.ts';
import type { WalletGame } from './provider-sessions.repository.ts';
import type { NewProviderTransaction } from './provider-wallet.repository.ts';

export type { RoundScope } from './provider-round-sql.ts';

/**
 * The statements of a bet (WITHDRAW) and a win (DEPOSIT), the calls a provider makes most:
 * one each, a database function (migration 0008) that takes the member lock, checks, moves
 * the money through ledger_post and writes the round and the call's row, so the lock is held
 * for one round trip. Checks that need no lock run in Node before it.
 */

/** What `pam_bet` answered: a PAM code ('OK', an error code, or 'REFUSED'), the wallet. */
export interface PlacedBet {
  code: string;
  /** Why the database refused ('REFUSED'): PAM_ERR_SESSION_EXPIRED or a bet refusal text. */
  liveRefusal?: string | null;
  transactionId: number | null;
  balance: bigint;
  /** Whether money moved (tell the member's open pages). */
  posted: boolean;
}

/** A bet for `pam_bet` (migration 0008): everything its checks and writes need. */
export interface BetRequest {
  scope: RoundScope;
  row: NewProviderTransaction & { providerRoundId: string };
  /** The game session: its status and the member's are checked in the statement. */
  sessionId: number;
  game: WalletGame;
  account: MemberAccount;
  house: string;
  stake: bigint;
  /** Node's checks (stake limits) refused the bet: answered after the replay and marker checks. */
  refused: boolean;
  ledger: { key: string; reference: string; memo: Record<string, string> };
}

/** What `pam_win` answered: a PAM code, the wallet, and the winner board row it added. */
export interface PaidWin {
  code: string;
  transactionId: number | null;
  balance: bigint;
  posted: boolean;
  winnerId: number | null;
}

/** A win for `pam_win` (migration 0008). */
export interface WinRequest {
  scope: RoundScope;
  providerCode: string;
  row: NewProviderTransaction;
  promo: boolean;
  isGameOver: boolean | null;
  /** The session's game: the wallet of refusals, and the game of a promo's own round. */
  sessionGame: WalletGame;
  house: string;
  amount: bigint;
  ledgerKey: string;
  /** The smallest win on the winner board; null for none (play money). */
  winnerMin: bigint | null;
  username: string;
}

/** A rollback for `pam_cancel` (migration 0008). */
export interface CancelRequest {
  scope: RoundScope;
  providerCode: string;
  row: NewProviderTransaction;
  /** The session game's wallet: the balance of refusals and markers. */
  sessionAccount: MemberAccount;
  ledgerKey: string;
}

/** The columns every pam_* function answers. */
interface PamFunctionRow {
  out_code: string;
  out_transaction_id: number | string | null;
  out_balance: unknown;
  out_posted: boolean;
}

/**
 * Runs one `select * from pam_…(…)` statement and reads its one row: the answer as a bet's
 * (`placed`), and the row itself for the columns a function adds (`Extra`).
 */
async function answerOf<Extra extends object = object>(
  db: Executor,
  statement: SQL,
  /** Names a prepared statement (the bet and the win, the calls a provider makes most). */
  prepareAs?: string,
): Promise<{ placed: PlacedBet; answer: PamFunctionRow & Extra }> {
  const [answer] = prepareAs
    ? await preparedRowsOf<PamFunctionRow & Extra>(db, prepareAs, statement)
    : await rowsOf<PamFunctionRow & Extra>(db, statement);
  if (!answer) throw new Error('a pam_* function answered no row');
  const placed: PlacedBet = {
    code: answer.out_code,
    transactionId: answer.out_transaction_id === null ? null : Number(answer.out_transaction_id),
    balance: balanceValue(answer.out_balance),
    posted: answer.out_posted,
  };
  return { placed, answer };
}

/**
 * A bet in one statement: the live checks of the session and member (`pam_bet_refusal`,
 * 0012), then `pam_bet` (0008): the member lock, the replay, marker, refusal, round and funds
 * checks, the ledger movement (through ledger_post), the round and the row.
 */
async function placeBet(db: Executor, bet: BetRequest): Promise<PlacedBet> {
  const { scope, row, game, account } = bet;
  const { placed, answer } = await answerOf<{ live_refusal: string | null }>(
    db,
    // materialized: pam_bet_refusal runs once (inlined, it ran for each of its two uses)
    sql`with live as materialized (
        select pam_bet_refusal(${bet.sessionId}, ${scope.memberId}, now()) as refusal)
      select b.*, live.refusal as live_refusal
      from live, lateral pam_bet(${scope.merchantId}, ${scope.providerId}, ${scope.memberId},
      ${row.providerTransactionId}, ${row.transactionType}, ${row.providerBetRef ?? null},
      ${row.providerRoundId}, ${game.id}, ${game.vassalage}, ${game.gameType}, ${game.gameCode},
      ${row.unit}, ${account.kind}, ${account.kind === 'vendor' ? account.vendor : ''},
      ${bet.house}, ${bet.stake.toString()}::bigint, ${row.requestHash},
      live.refusal is not null or ${bet.refused},
      ${bet.ledger.key}, ${bet.ledger.reference}, ${JSON.stringify(bet.ledger.memo)}::jsonb,
      ${row.transactionTime.toISOString()}::timestamptz) b`,
    'pam_bet',
  );
  return { ...placed, liveRefusal: answer.live_refusal };
}

/**
 * A win in one statement (`pam_win`): the member lock, the replay and round checks, the
 * ledger movement (through ledger_post), the round's payout, the row and the winner board.
 */
async function payWin(db: Executor, win: WinRequest): Promise<PaidWin> {
  const { scope, row, sessionGame: game } = win;
  const { placed, answer } = await answerOf<{ out_winner_id: number | string | null }>(
    db,
    sql`select * from pam_win(${scope.merchantId}, ${scope.providerId}, ${win.providerCode},
      ${scope.memberId}, ${row.providerTransactionId}, ${row.transactionType},
      ${row.providerBetRef ?? null}, ${row.providerRoundId ?? null}, ${win.promo},
      ${win.isGameOver}::boolean, ${game.id}, ${game.vassalage}, ${game.gameType},
      ${game.gameCode}, ${game.walletMode}, ${row.unit}, ${win.house},
      ${win.amount.toString()}::bigint, ${row.requestHash}, ${win.ledgerKey},
      ${win.winnerMin === null ? null : win.winnerMin.toString()}::bigint, ${win.username},
      ${row.transactionTime.toISOString()}::timestamptz)`,
    'pam_win',
  );
  return {
    ...placed,
    winnerId: answer.out_winner_id === null ? null : Number(answer.out_winner_id),
  };
}

/** SQL of bets and wins, in as few statements as a call allows. */
export const providerRoundsRepository = {
  placeBet,
  payWin,

  /** A rollback in one statement (`pam_cancel`): the answer as a bet's. */
  async cancelBets(db: Executor, cancel: CancelRequest): Promise<PlacedBet> {
    const { scope, row, sessionAccount: account } = cancel;
    const { placed } = await answerOf(
      db,
      sql`select * from pam_cancel(${scope.merchantId}, ${scope.providerId},
        ${cancel.providerCode}, ${scope.memberId}, ${row.providerTransactionId},
        ${row.transactionType}, ${row.providerBetRef ?? null}, ${row.providerRoundId ?? null},
        ${row.providerGameId ?? null}, ${account.kind},
        ${account.kind === 'vendor' ? account.vendor : ''}, ${row.unit},
        ${row.amount.toString()}::bigint, ${row.requestHash}, ${cancel.ledgerKey},
        ${row.transactionTime.toISOString()}::timestamptz)`,
    );
    return placed;
  },
};
