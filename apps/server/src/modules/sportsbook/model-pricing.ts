import type { BoMarketInput, BoPricing, SportsMarketKind } from '@lobby/contracts';
import {
  priceEsportsMatch,
  priceFootballFixture,
  shippedModels,
  type MarginSettings,
  type PricedMarket,
} from '@lobby/game-math';
import { AppError } from '../../platform/app-error.ts';

/**
 * The in-house models as book markets (docs/sportsbook-pricing.md): football from the shipped
 * Dixon–Coles fit, e-sports from the shipped Elo ratings, with the brand's margin and method.
 */

/** Correct scores quoted: the model's scores up to 4-4 with a fair chance of at least 0.5%. */
const correctScoreFloor = 0.005;

interface BookMarketKey {
  kind: SportsMarketKind;
  period: 'match' | 'first_half';
}

const bookKeys: Record<PricedMarket['key'], BookMarketKey> = {
  'match-result': { kind: 'match_1x2', period: 'match' },
  'asian-handicap': { kind: 'handicap', period: 'match' },
  'over-under': { kind: 'over_under', period: 'match' },
  'correct-score': { kind: 'correct_score', period: 'match' },
  'odd-even': { kind: 'odd_even', period: 'match' },
  'first-half-result': { kind: 'match_1x2', period: 'first_half' },
  'first-half-over-under': { kind: 'over_under', period: 'first_half' },
  'match-winner': { kind: 'match_winner', period: 'match' },
  'map-handicap': { kind: 'map_handicap', period: 'match' },
};

/** The model's side keys as the book's selection codes (team A is the home side). */
const codeOf = (key: string) => (key === 'a' ? 'home' : key === 'b' ? 'away' : key);

/** A line in goals as the contract writes it ("-0.75", "2.5"). */
const lineText = (line: number | undefined) => (line === undefined ? undefined : String(line));

/** Odds × 1000, integers (the model rounds down to 0.01 already). */
const oddsOf = (decimal: number) => Math.round(decimal * 1000);

/** The market's identity in the book: kind, period and line in quarters. */
export function marketIdentity(market: PricedMarket) {
  const key = bookKeys[market.key];
  return {
    ...key,
    lineQuarters: market.line === undefined ? null : Math.round(market.line * 4),
  };
}

/** Priced markets as markets to publish (correct score keeps its likelier named scores). */
export function toBookMarkets(markets: readonly PricedMarket[], isLive: boolean): BoMarketInput[] {
  return markets.map((market) => {
    const { kind, period } = bookKeys[market.key];
    const selections = market.selections
      .filter(
        (s) =>
          market.key !== 'correct-score' ||
          (/^\d+-\d+$/.test(s.key) && s.fairProbability >= correctScoreFloor),
      )
      .map((s) => ({ code: codeOf(s.key), odds: oddsOf(s.offeredOdds) }));
    const line = lineText(market.line);
    return { kind, period, isLive, selections, ...(line === undefined ? {} : { line }) };
  });
}

/** The selection codes and prices of a priced market, keyed as the book stores them. */
export function pricesOf(market: PricedMarket): Map<string, number> {
  return new Map(market.selections.map((s) => [codeOf(s.key), oddsOf(s.offeredOdds)]));
}

/** The expected goals of a football pairing from the shipped model (a 4xx for a team it lacks). */
export function footballStrength(home: string, away: string, neutralGround?: boolean) {
  const model = shippedModels.football.dixonColes;
  for (const team of [home, away]) {
    if (!(team in model.teams))
      throw new AppError('sb_pricing_team_unknown', { details: { team } });
  }
  return { model, home, away, ...(neutralGround === undefined ? {} : { neutralGround }) };
}

/** Elo map probability inputs, checked (a 4xx for a team without a rating). */
function esportsRatings(teamA: string, teamB: string) {
  const ratings = shippedModels.esports.ratings;
  for (const team of [teamA, teamB]) {
    if (!(team in ratings)) throw new AppError('sb_pricing_team_unknown', { details: { team } });
  }
  return ratings;
}

/** The pre-match markets of a fixture priced by a model. */
export function modelMarkets(
  pricing: BoPricing,
  settings: MarginSettings,
  isLive = false,
): BoMarketInput[] {
  if (pricing.model === 'football') {
    const priced = priceFootballFixture({
      strength: footballStrength(pricing.home, pricing.away, pricing.neutralGround),
      ...settings,
    });
    return toBookMarkets(priced.markets, isLive);
  }
  const priced = priceEsportsMatch({
    teamA: pricing.teamA,
    teamB: pricing.teamB,
    ratings: esportsRatings(pricing.teamA, pricing.teamB),
    bestOf: pricing.bestOf,
    ...settings,
  });
  return toBookMarkets(priced.markets, isLive);
}
