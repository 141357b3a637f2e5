import type { DbTransaction } from '../../db/rows.ts';
import type { ActivityEvent } from '../../platform/activity-feed.ts';
import type {
  LeaderboardRow,
  LeaderboardsRepository,
  PeriodRow,
} from './leaderboards.repository.ts';
import { multiplierHundredths } from './mission-rules.ts';
import { boardPeriodHolding } from './periods.ts';

interface TurnoverDelta {
  periodId: number;
  memberId: number;
  delta: bigint;
  reachedAt: Date;
}

function counts(board: LeaderboardRow, event: ActivityEvent): boolean {
  if (event.kind !== 'bet') return false;
  if (board.gameType !== null && event.gameType !== board.gameType) return false;
  return event.stake >= board.minStake && event.stake > 0n;
}

/**
 * Folds a batch of settled rounds into the boards' scores, each in the period its round
 * settled in. Turnover adds valid bet (a take-back subtracts it); the multiplier board keeps
 * each member's records (rounds that beat the best before them), so a taken-back best gives
 * the score back to the record before it. A closed period takes no more scores.
 */
export async function applyLeaderboardEvents(
  tx: DbTransaction,
  repository: LeaderboardsRepository,
  boards: readonly LeaderboardRow[],
  timeZones: ReadonlyMap<number, string>,
  events: readonly ActivityEvent[],
): Promise<void> {
  const periods = new Map<string, PeriodRow>();
  async function periodFor(board: LeaderboardRow, event: ActivityEvent) {
    const timeZone = timeZones.get(board.merchantId) ?? 'UTC';
    const period = boardPeriodHolding(board, event.occurredAt, timeZone);
    if (!period) return undefined;
    // a regular board starts with the period running when it was made: a round settled late
    // from an earlier period opens no period the board never ran (nor pays its prizes)
    if (board.period !== 'custom' && period.end.getTime() <= board.createdAt.getTime()) {
      return undefined;
    }
    const id = `${board.id}|${period.key}`;
    let row = periods.get(id);
    if (!row) {
      row = await repository.sharePeriod(tx, board, period);
      periods.set(id, row);
    }
    return row.closedAt === null ? row : undefined;
  }

  const turnover = new Map<string, TurnoverDelta>();
  for (const event of events) {
    for (const board of boards) {
      if (board.merchantId !== event.merchantId || !counts(board, event)) continue;
      const period = await periodFor(board, event);
      if (!period) continue;
      if (board.metric === 'turnover') {
        if (event.validBet === 0n) continue;
        const id = `${period.id}|${event.memberId}`;
        const entry = turnover.get(id) ?? {
          periodId: period.id,
          memberId: event.memberId,
          delta: 0n,
          reachedAt: event.occurredAt,
        };
        entry.delta += BigInt(event.sign) * event.validBet;
        if (event.sign > 0 && event.occurredAt > entry.reachedAt)
          entry.reachedAt = event.occurredAt;
        turnover.set(id, entry);
      } else {
        await applyMultiplier(tx, repository, period.id, event);
      }
    }
  }
  for (const entry of turnover.values()) {
    if (entry.delta === 0n) continue;
    await repository.addTurnover(tx, entry.periodId, entry.memberId, entry.delta, entry.reachedAt);
  }
}

async function applyMultiplier(
  tx: DbTransaction,
  repository: LeaderboardsRepository,
  periodId: number,
  event: ActivityEvent,
): Promise<void> {
  const best = await repository.lockBest(tx, periodId, event.memberId);
  if (event.sign < 0) {
    await repository.removeRecord(tx, periodId, event.memberId, event.sourceId);
  } else {
    const score = multiplierHundredths(event.stake, event.payout);
    if (score === 0n || (best !== undefined && score <= best)) return;
    await repository.addRecord(tx, {
      periodId,
      memberId: event.memberId,
      sourceId: event.sourceId,
      score,
      reachedAt: event.occurredAt,
    });
  }
  await repository.scoreFromRecords(tx, periodId, event.memberId);
}
