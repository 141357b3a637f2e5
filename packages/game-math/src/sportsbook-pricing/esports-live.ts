import { createFastRandom } from '../rng/fast-random.ts';
import { uniformFloat, uniformInt } from '../rng/random-source.ts';
import { type MarginSettings, type PricedMarket, priceIfOpen } from './football-markets.ts';

/**
 * The simulated live e-sports series of the demo brand: from a seed, A's map probability p
 * and the series length, maps of 30–45 minutes (uniform) each won by A with probability p,
 * until one side has ⌈n/2⌉ maps. In play the series is re-priced as the race that is left:
 * A needs a more maps, B needs b, and
 *
 *   P(A wins) = Σ_{j=0}^{b−1} C(a − 1 + j, j) p^a (1 − p)^j.
 */

/** One finished map of a simulated series. */
export interface SimulatedMap {
  winner: 'a' | 'b';
  /** Minutes from the series start when the map ended. */
  endsAt: number;
  /** Maps won after it. */
  score: { a: number; b: number };
}

/** A whole simulated series. */
export interface SimulatedSeries {
  seed: number;
  mapProbability: number;
  bestOf: number;
  maps: SimulatedMap[];
}

/** Plays a whole best-of-n series from a seed. */
export function createLiveSeries(input: {
  seed: number;
  mapProbability: number;
  bestOf: number;
}): SimulatedSeries {
  const { mapProbability: p, bestOf } = input;
  if (!(p > 0 && p < 1)) throw new RangeError('the map probability must be in (0, 1)');
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0)
    throw new RangeError('best-of must be odd');
  const random = createFastRandom(input.seed);
  const wins = (bestOf + 1) / 2;
  const score = { a: 0, b: 0 };
  const maps: SimulatedMap[] = [];
  let clock = 0;
  while (score.a < wins && score.b < wins) {
    clock += 30 + uniformInt(random, 16);
    const winner = uniformFloat(random) < p ? 'a' : 'b';
    score[winner] += 1;
    maps.push({ winner, endsAt: clock, score: { ...score } });
  }
  return { seed: input.seed, mapProbability: p, bestOf, maps };
}

/** Maps won by each side `minutes` into a simulated series. */
export function seriesScoreAt(series: SimulatedSeries, minutes: number): { a: number; b: number } {
  return series.maps.filter((map) => map.endsAt <= minutes).at(-1)?.score ?? { a: 0, b: 0 };
}

/** Probability that A wins the series from a map score (A wins each map with p). */
export function liveSeriesWinProbability(
  p: number,
  bestOf: number,
  score: { a: number; b: number },
): number {
  const wins = (bestOf + 1) / 2;
  const needA = wins - score.a;
  const needB = wins - score.b;
  if (needA <= 0) return 1;
  if (needB <= 0) return 0;
  let total = 0;
  let ways = 1; // C(needA − 1 + j, j)
  for (let j = 0; j < needB; j += 1) {
    if (j > 0) ways = (ways * (needA - 1 + j)) / j;
    total += ways * p ** needA * (1 - p) ** j;
  }
  return total;
}

/** The live match-winner market of a series at a map score (none once it is decided). */
export function priceLiveSeries(
  input: {
    mapProbability: number;
    bestOf: number;
    score: { a: number; b: number };
  } & MarginSettings,
): PricedMarket[] {
  const winA = liveSeriesWinProbability(input.mapProbability, input.bestOf, input.score);
  const market = priceIfOpen(
    'match-winner',
    () => [
      { key: 'a', probability: winA },
      { key: 'b', probability: 1 - winA },
    ],
    input,
  );
  return market ? [market] : [];
}
