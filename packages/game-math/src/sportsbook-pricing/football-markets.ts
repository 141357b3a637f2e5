import { type MarginMethod, applyMargin } from './margin.ts';
import { type ScoreMatrix, matrixProbability } from './score-matrix.ts';

/**
 * Football markets from a score matrix. Lines are in quarters: a quarter line (−0.75,
 * 2.25, …) splits the stake over the two nearest half/whole lines, so its fair price is the
 * one that makes the sum of the two half-stakes break even:
 *
 *   d − 1 = (L₁ + L₂) / (W₁ + W₂)
 *
 * where W_c and L_c are the probabilities that component line c wins or loses (a push
 * returns the half-stake). For a single line it is d − 1 = L / W. The effective
 * probabilities W/(W+L) and L/(W+L) of the two sides sum to 1 and carry the margin.
 */

/** The kinds of market the model prices. */
export type FootballMarketKey =
  | 'match-result'
  | 'asian-handicap'
  | 'over-under'
  | 'correct-score'
  | 'odd-even'
  | 'first-half-result'
  | 'first-half-over-under';

/** One priced outcome. */
export interface PricedSelection {
  /** 'home' | 'draw' | 'away' | 'over' | 'under' | 'odd' | 'even' | '2-1' | 'other-home' … */
  key: string;
  /** The fair probability the price is made from (effective, pushes excluded). */
  fairProbability: number;
  /** 1 / fairProbability. */
  fairOdds: number;
  /** Decimal odds with the margin, rounded down to 0.01 (never below 1.01). */
  offeredOdds: number;
}

/** One priced market. */
export interface PricedMarket {
  key: FootballMarketKey | 'match-winner' | 'map-handicap';
  /** Handicap (for the home side / team A) or total line, in quarters. */
  line?: number;
  selections: PricedSelection[];
}

/** The margin settings a market is priced with. */
export interface MarginSettings {
  margin: number;
  method: MarginMethod;
}

/** Offered odds: 1/π rounded down to two decimals, at least 1.01. */
export function roundOfferedOdds(implied: number): number {
  return Math.max(1.01, Math.floor((1 / implied) * 100 + 1e-9) / 100);
}

/** Prices a market from fair probabilities of its outcomes. */
export function priceMarket(
  key: PricedMarket['key'],
  outcomes: readonly { key: string; probability: number }[],
  settings: MarginSettings,
  line?: number,
): PricedMarket {
  const implied = applyMargin(
    outcomes.map((o) => o.probability),
    settings.margin,
    settings.method,
  );
  const selections = outcomes.map((o, i) => ({
    key: o.key,
    fairProbability: o.probability,
    fairOdds: 1 / o.probability,
    offeredOdds: roundOfferedOdds(implied[i]!),
  }));
  return line === undefined ? { key, selections } : { key, line, selections };
}

/** Below this probability an outcome is taken as decided: no market is quoted on it. */
export const smallestQuotedProbability = 1e-4;

/**
 * Prices a market unless it is (nearly) decided: `undefined` when an outcome cannot win or
 * is under 0.01%, or the method cannot reach the margin on it (the book suspends it). Correct-score lists drop such scores
 * instead and share their sliver over the rest.
 */
export function priceIfOpen(
  key: PricedMarket['key'],
  outcomes: () => { key: string; probability: number }[],
  settings: MarginSettings,
  line?: number,
): PricedMarket | undefined {
  let list: { key: string; probability: number }[];
  try {
    list = outcomes();
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  if (key === 'correct-score') {
    list = list.filter((o) => o.probability >= smallestQuotedProbability);
    const total = list.reduce((s, o) => s + o.probability, 0);
    list = list.map((o) => ({ key: o.key, probability: o.probability / total }));
  }
  if (list.length < 2 || list.some((o) => o.probability < smallestQuotedProbability))
    return undefined;
  assertMargin(settings.margin);
  try {
    return priceMarket(key, list, settings, line);
  } catch (error) {
    // power/Shin cannot spread this margin over so lopsided a market: not quoted
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Throws unless the margin is in [0, 1): a bad setting is an error, never a quiet gap. */
function assertMargin(margin: number): void {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) {
    throw new RangeError('the margin must be in [0, 1)');
  }
}

/** Is `line` a whole or half line (not a quarter)? */
function isSimpleLine(line: number): boolean {
  return Number.isInteger(line * 2);
}

/** The one or two simple lines a line stands for (−0.75 → −0.5 and −1). */
export function componentLines(line: number): number[] {
  if (!Number.isInteger(line * 4)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  return isSimpleLine(line) ? [line] : [line - 0.25, line + 0.25];
}

/** The law of a whole-number quantity of the score: probability by value, from `offset`. */
interface ValueLaw {
  offset: number;
  probabilities: number[];
}

const differenceLaws = new WeakMap<ScoreMatrix, ValueLaw>();
const totalLaws = new WeakMap<ScoreMatrix, ValueLaw>();

/** The law of `value(x, y)` over the matrix, computed once per matrix. */
function valueLaw(
  matrix: ScoreMatrix,
  cache: WeakMap<ScoreMatrix, ValueLaw>,
  offset: number,
  value: (home: number, away: number) => number,
): ValueLaw {
  let law = cache.get(matrix);
  if (!law) {
    law = { offset, probabilities: new Array<number>(2 * matrix.maxGoals + 1).fill(0) };
    const target = law.probabilities;
    matrix.cells.forEach((row, x) => row.forEach((p, y) => (target[value(x, y) + offset]! += p)));
    cache.set(matrix, law);
  }
  return law;
}

/** Win and loss probability of a (possibly quarter) line on a value's law: value + line ≷ 0. */
function lineWinLoss(law: ValueLaw, line: number): { win: number; loss: number } {
  let win = 0;
  let loss = 0;
  for (const part of componentLines(line)) {
    law.probabilities.forEach((p, index) => {
      const margin = index - law.offset + part;
      if (margin > 0) win += p;
      else if (margin < 0) loss += p;
    });
  }
  return { win, loss };
}

/** Two-way effective probabilities (side A wins W, side B wins L). */
function twoWay(win: number, loss: number): [number, number] {
  if (win <= 0 || loss <= 0) throw new RangeError('a side of this line cannot win');
  return [win / (win + loss), loss / (win + loss)];
}

/** 1X2: home, draw, away. */
export function matchResultOutcomes(matrix: ScoreMatrix) {
  return [
    { key: 'home', probability: matrixProbability(matrix, (x, y) => x > y) },
    { key: 'draw', probability: matrixProbability(matrix, (x, y) => x === y) },
    { key: 'away', probability: matrixProbability(matrix, (x, y) => x < y) },
  ];
}

/** Asian handicap `line` for the home side (the away side gets −line). */
export function asianHandicapOutcomes(matrix: ScoreMatrix, line: number) {
  const law = valueLaw(matrix, differenceLaws, matrix.maxGoals, (x, y) => x - y);
  const { win, loss } = lineWinLoss(law, line);
  const [home, away] = twoWay(win, loss);
  return [
    { key: 'home', probability: home },
    { key: 'away', probability: away },
  ];
}

/** Over/under `line` total goals. */
export function overUnderOutcomes(matrix: ScoreMatrix, line: number) {
  const { win, loss } = lineWinLoss(
    valueLaw(matrix, totalLaws, 0, (x, y) => x + y),
    -line,
  );
  const [over, under] = twoWay(win, loss);
  return [
    { key: 'over', probability: over },
    { key: 'under', probability: under },
  ];
}

/** Odd or even total goals (0 is even). */
export function oddEvenOutcomes(matrix: ScoreMatrix) {
  const odd = matrixProbability(matrix, (x, y) => (x + y) % 2 === 1);
  return [
    { key: 'odd', probability: odd },
    { key: 'even', probability: 1 - odd },
  ];
}

/** Correct score: every score up to `max` goals a side, then any other home win/draw/away win. */
export function correctScoreOutcomes(matrix: ScoreMatrix, max = 4) {
  const outcomes: { key: string; probability: number }[] = [];
  for (let x = 0; x <= max; x += 1) {
    for (let y = 0; y <= max; y += 1)
      outcomes.push({ key: `${x}-${y}`, probability: matrix.cells[x]?.[y] ?? 0 });
  }
  const other = (test: (x: number, y: number) => boolean) =>
    matrixProbability(matrix, (x, y) => (x > max || y > max) && test(x, y));
  outcomes.push(
    { key: 'other-home', probability: other((x, y) => x > y) },
    { key: 'other-draw', probability: other((x, y) => x === y) },
    { key: 'other-away', probability: other((x, y) => x < y) },
  );
  return outcomes;
}

/** The quarter line nearest an even two-way split of `outcomes(line)` between −6 and 6. */
export function balancedLine(
  outcomes: (line: number) => { probability: number }[],
  from: number,
  to: number,
): number {
  let best = from;
  let bestGap = Infinity;
  for (let line = from; line <= to; line += 0.25) {
    try {
      const gap = Math.abs(outcomes(line)[0]!.probability - 0.5);
      if (gap < bestGap - 1e-12) [best, bestGap] = [line, gap];
    } catch {
      // a line one side cannot win is no market
    }
  }
  return best;
}
