import {
  type LineChoice,
  firstHalfGoalShare,
  firstHalfMarkets,
  fullTimeMarkets,
} from './football-pricing.ts';
import { type MarginSettings, type PricedMarket } from './football-markets.ts';
import { type LiveState, type LiveTimeline, liveStateAt } from './live-match.ts';
import { scoreMatrix, shiftMatrix } from './score-matrix.ts';

/**
 * In-play prices by remaining-time Poisson: the goals still to come are independent Poisson
 * with rates λ · r and μ · r, r the share of the match's expected goals still to come (from
 * `liveStateAt`). The final score is the current score plus those goals.
 *
 * - 1X2, over/under, correct score, odd/even: on the final score (live totals count all goals).
 * - Asian handicap: on the goals after the bet only (the live handicap rule), so its matrix
 *   is the remaining goals, unshifted.
 * - First half (while it lasts): the first half's remaining share and the current score.
 *
 * No low-score correction in play: ρ describes whole matches, not what is left of one.
 */
export function priceLiveFootball(
  input: {
    expectedGoals: { home: number; away: number };
    score: { home: number; away: number };
    remainingShare: number;
    /** Share of the first half still to play (0 once it is over: no first-half markets). */
    remainingFirstHalfShare?: number;
  } & MarginSettings &
    LineChoice,
): PricedMarket[] {
  const { home, away } = input.expectedGoals;
  const r = Math.max(0, Math.min(1, input.remainingShare));
  if (r === 0) return [];
  const settings = { margin: input.margin, method: input.method };
  const remaining = scoreMatrix(home * r, away * r);
  const final = shiftMatrix(remaining, input.score.home, input.score.away);
  const markets = fullTimeMarkets(final, settings, input, remaining);
  const firstHalfLeft = input.remainingFirstHalfShare ?? 0;
  if (firstHalfLeft > 0) {
    const rest = scoreMatrix(
      home * firstHalfGoalShare * firstHalfLeft,
      away * firstHalfGoalShare * firstHalfLeft,
    );
    markets.push(
      ...firstHalfMarkets(shiftMatrix(rest, input.score.home, input.score.away), settings),
    );
  }
  return markets;
}

/** The state of a simulated match after `elapsed` minutes and its live markets. */
export function priceLiveMatchAt(
  timeline: LiveTimeline,
  elapsed: number,
  settings: MarginSettings & LineChoice,
): { state: LiveState; markets: PricedMarket[] } {
  const state = liveStateAt(timeline, elapsed);
  const markets = priceLiveFootball({
    ...settings,
    expectedGoals: timeline.expectedGoals,
    score: state.score,
    remainingShare: state.remainingShare,
    remainingFirstHalfShare: state.period === 1 ? state.remainingFirstHalfShare : 0,
  });
  return { state, markets };
}
