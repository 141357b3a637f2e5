import { dealBaccarat } from '../baccarat/baccarat.ts';
import { enumerateBaccaratOutcomes } from '../baccarat/baccarat-odds.ts';
import { type CardRank, type CardSuit, cardRanks, cardSuits } from '../cards/cards.ts';
import { crashPoint } from '../crash/crash.ts';
import { rollDice } from '../dice/dice.ts';
import { minesCellCount, placeMines } from '../mines/mines.ts';
import { dropPlinko } from '../plinko/plinko.ts';
import { type RandomSource } from '../rng/random-source.ts';
import { spinRoulette } from '../roulette/roulette.ts';
import { type ChiSquareResult, chiSquare } from '../stats/chi-square.ts';
import { type ArcadeGameCode } from './arcade-games.ts';

/** One counted property of a round: its categories and their exact probabilities. */
export interface OutcomeCheck {
  /** What is counted. */
  readonly name: string;
  /** Probability of each category (sums to 1). */
  readonly probabilities: readonly number[];
}

/** A game's checks and the classifier that plays one round and files it under each check. */
export interface OutcomeSuite {
  /** The checks, in the order `classify` answers them. */
  readonly checks: readonly OutcomeCheck[];
  /** Plays round `round` and returns its category for every check. */
  classify(random: RandomSource, round: number): number[];
}

/** A finished check: the chi-square figures and the sample behind them. */
export interface OutcomeCheckResult extends ChiSquareResult {
  /** The check's name. */
  readonly name: string;
  /** Rounds drawn. */
  readonly rounds: number;
  /** Categories after merging those expected fewer than 5 times. */
  readonly categories: number;
}

const uniform = (n: number): number[] => new Array<number>(n).fill(1 / n);

// crash: P(point ≥ k) = 99 / k for 101 ≤ k ≤ cap, P(point ≥ 100) = 1
const crashBands = [
  100, 101, 105, 110, 120, 130, 150, 175, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000, 10_000,
  100_000,
];
const crashAtLeast = (k: number | undefined): number =>
  k === undefined ? 0 : k <= 100 ? 1 : 99 / k;

function crashBand(point: number): number {
  let band = 0;
  while (band + 1 < crashBands.length && point >= crashBands[band + 1]!) band++;
  return band;
}

const mineBoardCount = 2300; // C(25, 3)

/** Index 0..2299 of a sorted 3-mine board (a < b < c), in lexicographic order. */
export function mineBoardIndex(a: number, b: number, c: number): number {
  // boards before first mine a, then before second mine b, then c's offset
  const n = minesCellCount;
  const before = (first: number): number => {
    let count = 0;
    for (let x = 0; x < first; x++) count += ((n - 1 - x) * (n - 2 - x)) / 2;
    return count;
  };
  let index = before(a);
  for (let y = a + 1; y < b; y++) index += n - 1 - y;
  return index + (c - b - 1);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

function baccaratWinnerProbabilities(): number[] {
  const counts = enumerateBaccaratOutcomes();
  return [counts.playerWins, counts.bankerWins, counts.ties].map((n) => n / counts.total);
}

const winnerIndex = { player: 0, banker: 1, tie: 2 } as const;

/**
 * The chi-square checks of each game. Every check counts one category per round, so rounds
 * are independent samples; baccarat's card check looks at deal position (round mod 4) so all
 * four always-dealt positions are covered without counting cards of one shoe together.
 */
export const arcadeOutcomeSuites: Record<ArcadeGameCode, OutcomeSuite> = {
  crash: {
    checks: [
      {
        name: 'crash point, 19 bands',
        probabilities: crashBands.map(
          (from, i) => crashAtLeast(from) - crashAtLeast(crashBands[i + 1]),
        ),
      },
    ],
    classify: (random) => [crashBand(crashPoint(random))],
  },
  dice: {
    checks: [{ name: 'roll, 100 bands of 1.00', probabilities: uniform(100) }],
    classify: (random) => [Math.floor(rollDice(random) / 100)],
  },
  mines: {
    checks: [{ name: '3-mine board, 2300 boards', probabilities: uniform(mineBoardCount) }],
    classify: (random) => {
      const [a, b, c] = placeMines(random, 3) as [number, number, number];
      return [mineBoardIndex(a, b, c)];
    },
  },
  plinko: {
    checks: [
      {
        name: '16-row landing slot (binomial)',
        probabilities: Array.from({ length: 17 }, (_, k) => binomial(16, k) / 2 ** 16),
      },
    ],
    classify: (random) => [dropPlinko(random, 16).slot],
  },
  baccarat: {
    checks: [
      { name: 'card at deal position (round mod 4), 52 cards', probabilities: uniform(52) },
      {
        name: 'winner player/banker/tie (exact odds)',
        get probabilities() {
          return baccaratWinnerProbabilities(); // enumerated on first use, not on import
        },
      },
    ],
    classify: (random, round) => {
      const deal = dealBaccarat(random);
      const card = [deal.player[0], deal.banker[0], deal.player[1], deal.banker[1]][round % 4]!;
      const cardIndex =
        cardSuits.indexOf(card[1] as CardSuit) * 13 + cardRanks.indexOf(card[0] as CardRank);
      return [cardIndex, winnerIndex[deal.winner]];
    },
  },
  roulette: {
    checks: [{ name: 'pocket 0..36', probabilities: uniform(37) }],
    classify: (random) => [spinRoulette(random)],
  },
};

/** Merges neighbouring categories until each expects at least `minimum` rounds. */
export function mergeSparseCategories(
  observed: readonly number[],
  expected: readonly number[],
  minimum = 5,
): { observed: number[]; expected: number[] } {
  const merged = { observed: [] as number[], expected: [] as number[] };
  let pendingObserved = 0;
  let pendingExpected = 0;
  for (let i = 0; i < expected.length; i++) {
    pendingObserved += observed[i]!;
    pendingExpected += expected[i]!;
    if (pendingExpected >= minimum) {
      merged.observed.push(pendingObserved);
      merged.expected.push(pendingExpected);
      pendingObserved = 0;
      pendingExpected = 0;
    }
  }
  const last = merged.expected.length - 1;
  if (pendingExpected > 0 && last >= 0) {
    merged.observed[last]! += pendingObserved;
    merged.expected[last]! += pendingExpected;
  }
  return merged;
}

/** Plays `rounds` rounds of a game (`randomFor(round)` gives each its stream) and tests them. */
export function runOutcomeSuite(
  suite: OutcomeSuite,
  rounds: number,
  randomFor: (round: number) => RandomSource,
): OutcomeCheckResult[] {
  const counts = suite.checks.map((check) => new Array<number>(check.probabilities.length).fill(0));
  for (let round = 0; round < rounds; round++) {
    suite.classify(randomFor(round), round).forEach((category, i) => {
      counts[i]![category]! += 1;
    });
  }
  return suite.checks.map((check, i) => {
    const merged = mergeSparseCategories(
      counts[i]!,
      check.probabilities.map((p) => p * rounds),
    );
    return {
      name: check.name,
      rounds,
      categories: merged.expected.length,
      ...chiSquare(merged.observed, merged.expected),
    };
  });
}
