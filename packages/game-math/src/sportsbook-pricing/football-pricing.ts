import { type FootballModel, expectedGoals } from './football-fit.ts';
import {
  type MarginSettings,
  type PricedMarket,
  asianHandicapOutcomes,
  balancedLine,
  correctScoreOutcomes,
  matchResultOutcomes,
  oddEvenOutcomes,
  overUnderOutcomes,
  priceIfOpen,
} from './football-markets.ts';
import { type ScoreMatrix, scoreMatrix } from './score-matrix.ts';

/**
 * Share of a match's goals scored in the first half, measured on the shipped Premier League
 * seasons 2022-23 and 2023-24: 1,019 of 2,330 goals (0.4373). The first half is priced as
 * independent Poisson goals with rates share × λ and share × μ (no low-score correction).
 */
export const firstHalfGoalShare = 0.4373;

/** What a fixture is priced from: team names in a fitted model, or expected goals directly. */
export type FixtureStrength =
  | { model: FootballModel; home: string; away: string; neutralGround?: boolean }
  | { expectedGoals: { home: number; away: number }; rho?: number };

/** Which lines to quote; defaults: the balanced line ± 0.5 in quarters. */
export interface LineChoice {
  handicapLines?: readonly number[];
  totalLines?: readonly number[];
}

/** A priced fixture: the inputs that made it and every market. */
export interface PricedFixture {
  expectedGoals: { home: number; away: number };
  rho: number;
  markets: PricedMarket[];
}

/** The expected goals and ρ of a fixture. */
export function fixtureRates(strength: FixtureStrength): {
  home: number;
  away: number;
  rho: number;
} {
  if ('model' in strength) {
    const goals = expectedGoals(
      strength.model,
      strength.home,
      strength.away,
      strength.neutralGround,
    );
    return { ...goals, rho: strength.model.rho };
  }
  return { ...strength.expectedGoals, rho: strength.rho ?? 0 };
}

/** Quarter lines from `center − 0.5` to `center + 0.5`. */
function linesAround(center: number): number[] {
  return [-0.5, -0.25, 0, 0.25, 0.5].map((step) => center + step);
}

/** Full-time markets of a score matrix (shared with live pricing). */
export function fullTimeMarkets(
  matrix: ScoreMatrix,
  settings: MarginSettings,
  lines: LineChoice = {},
  handicapMatrix: ScoreMatrix = matrix,
): PricedMarket[] {
  const handicapLines =
    lines.handicapLines ??
    linesAround(balancedLine((line) => asianHandicapOutcomes(handicapMatrix, line), -4, 4));
  const totalLines =
    lines.totalLines ??
    linesAround(balancedLine((line) => overUnderOutcomes(matrix, line), 0.5, 8)).filter(
      (l) => l > 0,
    );
  const markets = [
    priceIfOpen('match-result', () => matchResultOutcomes(matrix), settings),
    ...handicapLines.map((line) =>
      priceIfOpen(
        'asian-handicap',
        () => asianHandicapOutcomes(handicapMatrix, line),
        settings,
        line,
      ),
    ),
    ...totalLines.map((line) =>
      priceIfOpen('over-under', () => overUnderOutcomes(matrix, line), settings, line),
    ),
    priceIfOpen('correct-score', () => correctScoreOutcomes(matrix), settings),
    priceIfOpen('odd-even', () => oddEvenOutcomes(matrix), settings),
  ];
  return markets.filter((market) => market !== undefined);
}

/** First-half result and over/under 0.5, 1.5 from first-half rates. */
export function firstHalfMarkets(firstHalf: ScoreMatrix, settings: MarginSettings): PricedMarket[] {
  const markets = [
    priceIfOpen('first-half-result', () => matchResultOutcomes(firstHalf), settings),
    ...[0.5, 1.5].map((line) =>
      priceIfOpen(
        'first-half-over-under',
        () => overUnderOutcomes(firstHalf, line),
        settings,
        line,
      ),
    ),
  ];
  return markets.filter((market) => market !== undefined);
}

/**
 * Prices a pre-match football fixture: 1X2, Asian handicap and over/under (with quarter
 * lines), correct score, odd/even, first-half result and totals, fair and offered odds.
 */
export function priceFootballFixture(
  input: { strength: FixtureStrength } & MarginSettings & LineChoice,
): PricedFixture {
  const { home, away, rho } = fixtureRates(input.strength);
  const settings = { margin: input.margin, method: input.method };
  const matrix = scoreMatrix(home, away, rho);
  const firstHalf = scoreMatrix(home * firstHalfGoalShare, away * firstHalfGoalShare);
  return {
    expectedGoals: { home, away },
    rho,
    markets: [
      ...fullTimeMarkets(matrix, settings, input),
      ...firstHalfMarkets(firstHalf, settings),
    ],
  };
}
