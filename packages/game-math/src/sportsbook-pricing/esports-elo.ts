import { type MarginSettings, type PricedMarket, priceIfOpen } from './football-markets.ts';
import { type EsportsResult } from './results-csv.ts';

/**
 * Elo ratings for e-sports, counted per map: a best-of-n series is a run of maps, each map
 * won by A with probability E = 1 / (1 + 10^((R_B − R_A) / 400)), and after a series
 *
 *   R_A += K (maps won by A − maps played × E),  R_B −= the same.
 *
 * Maps are taken as independent with the same E, so a series is a race to ⌈n/2⌉ maps.
 */

/** One team's rating after the results. */
export interface EloRating {
  rating: number;
  series: number;
  maps: number;
}

/** Elo settings. */
export interface EloOptions {
  /** Points moved per map of surprise (default 24). */
  k?: number;
  /** A new team's rating (default 1500). */
  initial?: number;
}

/** Probability that A wins one map against B. */
export function eloMapProbability(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/** Ratings from results in date order (a walkover, 0–0 maps, moves nothing). */
export function computeEloRatings(
  results: readonly EsportsResult[],
  options: EloOptions = {},
): Record<string, EloRating> {
  const k = options.k ?? 24;
  const initial = options.initial ?? 1500;
  const table = new Map<string, EloRating>();
  const entry = (team: string) => {
    let found = table.get(team);
    if (!found) table.set(team, (found = { rating: initial, series: 0, maps: 0 }));
    return found;
  };
  const ordered = [...results].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const result of ordered) {
    const a = entry(result.teamA);
    const b = entry(result.teamB);
    const played = result.mapsA + result.mapsB;
    if (played === 0) continue;
    const shift = k * (result.mapsA - played * eloMapProbability(a.rating, b.rating));
    a.rating += shift;
    b.rating -= shift;
    a.series += 1;
    b.series += 1;
    a.maps += played;
    b.maps += played;
  }
  return Object.fromEntries([...table.entries()].sort(([x], [y]) => (x < y ? -1 : 1)));
}

/** Throws unless bestOf is a positive odd number. */
function mapsToWin(bestOf: number): number {
  if (!Number.isInteger(bestOf) || bestOf < 1 || bestOf % 2 === 0) {
    throw new RangeError('best-of must be a positive odd number');
  }
  return (bestOf + 1) / 2;
}

/** C(n, k). */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Every final map score of a best-of-n series and its probability (A wins a map with p). */
export function seriesScoreDistribution(
  mapProbability: number,
  bestOf: number,
): { mapsA: number; mapsB: number; probability: number }[] {
  const wins = mapsToWin(bestOf);
  const p = mapProbability;
  const scores: { mapsA: number; mapsB: number; probability: number }[] = [];
  // A wins the last map after `lost` losses, or B does after A won `won`
  for (let lost = 0; lost < wins; lost += 1) {
    scores.push({
      mapsA: wins,
      mapsB: lost,
      probability: choose(wins - 1 + lost, lost) * p ** wins * (1 - p) ** lost,
    });
  }
  for (let won = wins - 1; won >= 0; won -= 1) {
    scores.push({
      mapsA: won,
      mapsB: wins,
      probability: choose(wins - 1 + won, won) * (1 - p) ** wins * p ** won,
    });
  }
  return scores;
}

/** Probability that A wins a best-of-n series. */
export function seriesWinProbability(mapProbability: number, bestOf: number): number {
  return seriesScoreDistribution(mapProbability, bestOf)
    .filter((score) => score.mapsA > score.mapsB)
    .reduce((total, score) => total + score.probability, 0);
}

/** Probability that A covers a half-line map handicap (maps A − maps B + line > 0). */
export function mapHandicapProbability(
  mapProbability: number,
  bestOf: number,
  line: number,
): number {
  if (Number.isInteger(line) || !Number.isInteger(line * 2))
    throw new RangeError('map lines are half lines');
  return seriesScoreDistribution(mapProbability, bestOf)
    .filter((score) => score.mapsA - score.mapsB + line > 0)
    .reduce((total, score) => total + score.probability, 0);
}

/** A priced e-sports series: the map probability and its markets. */
export interface PricedEsportsMatch {
  mapProbability: number;
  markets: PricedMarket[];
}

/**
 * Prices an e-sports series from Elo ratings: match winner, the map handicaps ±1.5 (and
 * ±2.5 in a best-of-5) for team A, and total maps over/under for each half line (a market
 * too lopsided to quote is left out).
 */
export function priceEsportsMatch(
  input: {
    teamA: string;
    teamB: string;
    ratings: Record<string, { rating: number }>;
    bestOf: number;
  } & MarginSettings,
): PricedEsportsMatch {
  const a = input.ratings[input.teamA];
  const b = input.ratings[input.teamB];
  if (!a || !b) throw new RangeError(`no rating for ${!a ? input.teamA : input.teamB}`);
  const p = eloMapProbability(a.rating, b.rating);
  const settings = { margin: input.margin, method: input.method };
  const twoWay = (first: string, second: string, probability: number) => () => [
    { key: first, probability },
    { key: second, probability: 1 - probability },
  ];
  const markets = [
    priceIfOpen('match-winner', twoWay('a', 'b', seriesWinProbability(p, input.bestOf)), settings),
  ];
  const wins = mapsToWin(input.bestOf);
  for (let margin = 1; margin < wins; margin += 1) {
    for (const line of [-(margin + 0.5), margin + 0.5]) {
      const cover = mapHandicapProbability(p, input.bestOf, line);
      markets.push(priceIfOpen('map-handicap', twoWay('a', 'b', cover), settings, line));
    }
  }
  const scores = seriesScoreDistribution(p, input.bestOf);
  for (let total = wins + 0.5; total < input.bestOf; total += 1) {
    const over = scores
      .filter((s) => s.mapsA + s.mapsB > total)
      .reduce((t, s) => t + s.probability, 0);
    markets.push(priceIfOpen('over-under', twoWay('over', 'under', over), settings, total));
  }
  return { mapProbability: p, markets: markets.filter((market) => market !== undefined) };
}
