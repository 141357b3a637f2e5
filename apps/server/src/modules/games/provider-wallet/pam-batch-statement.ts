import type pg from 'pg';
import { balanceValue } from './provider-round-sql.ts';
import type { BetRequest, PaidWin, PlacedBet, WinRequest } from './provider-rounds.repository.ts';

/**
 * The statement of a batch (`pam_batch`, migration 0039): the bets and wins of a few calls in
 * one statement, so one transaction and one commit. Each call is run by the very functions its
 * own statement runs (provider-rounds.repository.ts), with the same arguments.
 */

/** A call of a batch: a bet or a win. */
export type BatchCall = { kind: 'bet'; call: BetRequest } | { kind: 'win'; call: WinRequest };

/**
 * What the batch answered for one call: the call's own answer, or `deferred` when its member's
 * lock was held elsewhere (nothing of the call ran: it is for the caller to run it alone).
 */
export type BatchAnswer =
  { kind: 'bet'; answer: PlacedBet } | { kind: 'win'; answer: PaidWin } | { kind: 'deferred' };

interface BatchRow {
  out_ord: number;
  out_code: string;
  out_transaction_id: string | number | null;
  out_balance: unknown;
  out_posted: boolean;
  out_live_refusal: string | null;
  out_winner_id: string | number | null;
}

/** Prepared once per connection, like the bet's and the win's own statements. */
const batchStatement = {
  name: 'pam_batch',
  text: 'select * from pam_batch($1::jsonb, $2::jsonb)',
};

/** A bet as `pam_batch` reads it (jsonb_to_recordset): pam_bet's arguments by name. */
function betArguments(ord: number, bet: BetRequest) {
  const { scope, row, game, account } = bet;
  return {
    ord,
    session_id: bet.sessionId,
    merchant_id: scope.merchantId,
    provider_id: scope.providerId,
    member_id: scope.memberId,
    transaction_id: row.providerTransactionId,
    transaction_type: row.transactionType,
    bet_ref: row.providerBetRef ?? null,
    round_id: row.providerRoundId,
    game_id: game.id,
    vassalage: game.vassalage,
    game_type: game.gameType,
    game_code: game.gameCode,
    unit: row.unit,
    account_kind: account.kind,
    account_vendor: account.kind === 'vendor' ? account.vendor : '',
    house: bet.house,
    stake: bet.stake.toString(),
    request_hash: row.requestHash,
    refused: bet.refused,
    ledger_key: bet.ledger.key,
    reference: bet.ledger.reference,
    memo: bet.ledger.memo,
    at: row.transactionTime.toISOString(),
  };
}

/** A win as `pam_batch` reads it: pam_win's arguments by name. */
function winArguments(ord: number, win: WinRequest) {
  const { scope, row, sessionGame: game } = win;
  return {
    ord,
    merchant_id: scope.merchantId,
    provider_id: scope.providerId,
    provider_code: win.providerCode,
    member_id: scope.memberId,
    transaction_id: row.providerTransactionId,
    transaction_type: row.transactionType,
    bet_ref: row.providerBetRef ?? null,
    round_id: row.providerRoundId ?? null,
    promo: win.promo,
    is_game_over: win.isGameOver,
    game_id: game.id,
    vassalage: game.vassalage,
    game_type: game.gameType,
    game_code: game.gameCode,
    wallet_mode: game.walletMode,
    unit: row.unit,
    house: win.house,
    amount: win.amount.toString(),
    request_hash: row.requestHash,
    ledger_key: win.ledgerKey,
    winner_min: win.winnerMin === null ? null : win.winnerMin.toString(),
    username: win.username,
    at: row.transactionTime.toISOString(),
  };
}

const idOf = (value: string | number | null) => (value === null ? null : Number(value));

function answerOf(call: BatchCall, row: BatchRow): BatchAnswer {
  if (row.out_code === 'DEFERRED') return { kind: 'deferred' };
  const placed: PlacedBet = {
    code: row.out_code,
    transactionId: idOf(row.out_transaction_id),
    balance: balanceValue(row.out_balance),
    posted: row.out_posted,
  };
  return call.kind === 'bet'
    ? { kind: 'bet', answer: { ...placed, liveRefusal: row.out_live_refusal } }
    : { kind: 'win', answer: { ...placed, winnerId: idOf(row.out_winner_id) } };
}

/**
 * Runs `calls` as one batch on the pool and answers each, in the calls' order. Throws when the
 * statement fails: then nothing of it committed.
 */
export async function runPamBatch(pool: pg.Pool, calls: BatchCall[]): Promise<BatchAnswer[]> {
  const bets = calls.flatMap((c, ord) => (c.kind === 'bet' ? [betArguments(ord, c.call)] : []));
  const wins = calls.flatMap((c, ord) => (c.kind === 'win' ? [winArguments(ord, c.call)] : []));
  const result = await pool.query<BatchRow>({
    ...batchStatement,
    values: [JSON.stringify(bets), JSON.stringify(wins)],
  });
  const answers: (BatchAnswer | undefined)[] = calls.map(() => undefined);
  for (const row of result.rows) answers[row.out_ord] = answerOf(calls[row.out_ord]!, row);
  return answers.map((answer, ord) => {
    if (!answer) throw new Error(`pam_batch answered nothing for call ${ord}`);
    return answer;
  });
}
