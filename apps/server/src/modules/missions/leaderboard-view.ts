import {
  formatMinorUnits,
  type BoLeaderboard,
  type LeaderboardMetric,
  type LeaderboardStandings,
} from '@lobby/contracts';
import { maskCustomerName } from '../games/index.ts';
import type { LeaderboardRow, PeriodRow, RankedRow } from './leaderboards.repository.ts';

/** A score as shown: turnover an amount, a multiplier `x12.50`. */
export function scoreText(metric: LeaderboardMetric, score: bigint, decimals: number): string {
  return metric === 'turnover'
    ? formatMinorUnits(score, decimals)
    : `x${formatMinorUnits(score, 2)}`;
}

/** The prize pool in minor units, rank 1 first. */
export const prizeAmounts = (board: LeaderboardRow) => board.prizes.map((prize) => BigInt(prize));

/** Standings as members see them: masked names, the prize per rank (paid ones once closed). */
export function toStandings(
  board: LeaderboardRow,
  period: Pick<PeriodRow, 'periodKey' | 'closedAt'> & { startsAt: Date; endsAt: Date },
  lines: { top: RankedRow[]; mine: RankedRow | undefined; paid: Map<number, bigint> | undefined },
  context: { memberId: number; decimals: number },
): LeaderboardStandings {
  const pool = prizeAmounts(board);
  const prizeOf = (rank: number) => {
    const amount = lines.paid ? lines.paid.get(rank) : pool[rank - 1];
    return amount === undefined ? null : formatMinorUnits(amount, context.decimals);
  };
  const entry = (row: RankedRow) => ({
    rank: row.rank,
    player: maskCustomerName(row.username),
    score: scoreText(board.metric, row.score, context.decimals),
    prize: prizeOf(row.rank),
    isMe: row.memberId === context.memberId,
  });
  return {
    periodKey: period.periodKey,
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
    closedAt: period.closedAt?.toISOString() ?? null,
    top: lines.top.map(entry),
    mine: lines.mine ? entry(lines.mine) : null,
  };
}

/** A board as the operator defined it. */
export function toBoLeaderboard(board: LeaderboardRow, decimals: number): BoLeaderboard {
  return {
    id: board.id,
    title: board.title,
    metric: board.metric,
    period: board.period,
    startsAt: board.startsAt?.toISOString() ?? null,
    endsAt: board.endsAt?.toISOString() ?? null,
    gameType: board.gameType,
    minStake: board.minStake > 0n ? formatMinorUnits(board.minStake, decimals) : null,
    prizes: prizeAmounts(board).map((amount) => formatMinorUnits(amount, decimals)),
    enabled: board.enabled,
  };
}
