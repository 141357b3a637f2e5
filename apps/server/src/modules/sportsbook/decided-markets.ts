import type { BoResultInput } from '@lobby/contracts';
import type { GradedMarket } from './grading.ts';

/**
 * Whether a market is already decided when its match is abandoned (docs/sportsbook.md
 * "Abandoned matches"), from the score at abandonment:
 * - a first-half market, once the operator entered the half-time score (the half was played);
 * - a full-match over/under whose total already went over every line it splits into (3 goals
 *   on 2.5, or on 2.25 = 2 and 2.5): over has won, under has lost, whatever follows.
 * Every other market (1X2, handicap, odd/even, correct score, match winner, map handicap,
 * outrights, a total not yet exceeded) could still go either way: it is void.
 */
export function isDecidedAtAbandon(market: GradedMarket, score: BoResultInput): boolean {
  if (market.period === 'first_half') {
    return score.halfHome !== undefined && score.halfAway !== undefined;
  }
  if (market.kind !== 'over_under' || market.lineQuarters === null) return false;
  const line = market.lineQuarters;
  // a quarter line (odd in quarters) splits into the two lines beside it: the higher must go
  const highest = line % 2 === 0 ? line : line + 1;
  return (score.home + score.away) * 4 > highest;
}
