import {
  formatMinorUnits,
  tableResultSchema,
  type TableBetView,
  type TableCode,
  type TableResult,
  type TableRoundView,
} from '@lobby/contracts';
import type { BetRow, RoundRow } from './table-rounds.repository.ts';

/** What `table_rounds.result` holds: the drawn result, and whether the round was cancelled. */
export type StoredResult = TableResult & { cancelled?: boolean };

/** The stored result of a round, when it has one. */
export function storedResultOf(round: RoundRow): StoredResult | undefined {
  if (!round.result) return undefined;
  const parsed = tableResultSchema.safeParse(round.result);
  if (!parsed.success) return undefined;
  return { ...parsed.data, ...(round.result.cancelled === true ? { cancelled: true } : {}) };
}

/** A round as every player may see it: the seed and a crash point only once settled. */
export function roundView(round: RoundRow): TableRoundView {
  const stored = storedResultOf(round);
  const settled = round.phase === 'settled';
  const showResult = stored && (settled || stored.kind !== 'crash');
  let result: TableResult | undefined;
  if (showResult) {
    const { cancelled: _cancelled, ...shown } = stored;
    result = shown;
  }
  return {
    roundId: round.id,
    roundNo: round.roundNo,
    table: round.tableCode as TableCode,
    phase: round.phase,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    ...(settled ? { serverSeed: round.serverSeed } : {}),
    ...(result ? { result } : {}),
    cancelled: stored?.cancelled === true,
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    ...(round.startedAt ? { startedAt: round.startedAt.toISOString() } : {}),
    ...(round.settledAt ? { settledAt: round.settledAt.toISOString() } : {}),
  };
}

/** A bet for its owner, amounts in the bet's unit. */
export function betView(bet: BetRow, decimals: number): TableBetView {
  return {
    betId: bet.id,
    roundId: bet.roundId,
    spot: bet.spot,
    stake: formatMinorUnits(bet.stake, decimals),
    payout: formatMinorUnits(bet.payout, decimals),
    status: bet.status,
    ...(bet.cashoutAt !== null ? { cashoutAt: bet.cashoutAt } : {}),
    ...(bet.autoCashoutAt !== null ? { autoCashoutAt: bet.autoCashoutAt } : {}),
  };
}

/** A name others may see: `nattapong_k` → `na***k`. */
export function maskName(username: string | undefined): string {
  if (!username) return '***';
  if (username.length <= 3) return `${username[0]}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** The event topic of one brand's table. */
export function tableTopic(merchantId: number, table: TableCode): string {
  return `table:${merchantId}:${table}`;
}
