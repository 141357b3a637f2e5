import { type RandomSource, uniformInt } from '../rng/random-source.ts';

/**
 * Mines: a 5×5 grid (cells 0..24, row-major) hiding 1–24 mines.
 *
 * With m mines, the chance that k cells chosen one by one are all safe is
 * C(25 − m, k) / C(25, k). Cashing out after k safe reveals pays
 *   multiplier(m, k) = 0.99 × C(25, k) / C(25 − m, k),
 * so every "reveal k, then cash out" plan returns exactly 99% (RTP 99%). The payout is
 * floor(stake × 99 × C(25, k) / (100 × C(25 − m, k))) minor units. A cash-out needs k ≥ 1;
 * revealing all 25 − m safe cells cashes out automatically.
 */
export const minesRtp = 0.99;

/** Cells on the board. */
export const minesCellCount = 25;

/** Allowed mine counts, inclusive. */
export const minesCountRange = { min: 1, max: 24 } as const;

/** True when `mineCount` is an allowed number of mines. */
export function isValidMineCount(mineCount: number): boolean {
  return (
    Number.isInteger(mineCount) &&
    mineCount >= minesCountRange.min &&
    mineCount <= minesCountRange.max
  );
}

/** True when `cell` is a board cell index 0..24. */
export function isValidMinesCell(cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < minesCellCount;
}

/**
 * Places the mines: the first `mineCount` steps of a Fisher–Yates shuffle of cells 0..24
 * (step i swaps position i with i + uniformInt(25 − i)); returns the mine cells ascending.
 */
export function placeMines(random: RandomSource, mineCount: number): number[] {
  if (!isValidMineCount(mineCount)) throw new RangeError(`bad mine count ${mineCount}`);
  const cells = Array.from({ length: minesCellCount }, (_, i) => i);
  for (let i = 0; i < mineCount; i++) {
    const j = i + uniformInt(random, minesCellCount - i);
    const picked = cells[j] as number;
    cells[j] = cells[i] as number;
    cells[i] = picked;
  }
  return cells.slice(0, mineCount).sort((a, b) => a - b);
}

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

function assertReveals(mineCount: number, revealedSafe: number): void {
  if (!isValidMineCount(mineCount)) throw new RangeError(`bad mine count ${mineCount}`);
  const safeCells = minesCellCount - mineCount;
  if (!Number.isInteger(revealedSafe) || revealedSafe < 0 || revealedSafe > safeCells) {
    throw new RangeError(`bad reveal count ${revealedSafe}`);
  }
}

/** The exact multiplier as a fraction: 99 × C(25, k) / (100 × C(25 − m, k)). */
export function minesMultiplierFraction(
  mineCount: number,
  revealedSafe: number,
): { numerator: bigint; denominator: bigint } {
  assertReveals(mineCount, revealedSafe);
  return {
    numerator: 99n * choose(minesCellCount, revealedSafe),
    denominator: 100n * choose(minesCellCount - mineCount, revealedSafe),
  };
}

/** The cash-out multiplier after `revealedSafe` safe cells (display; 1 before any reveal). */
export function minesMultiplier(mineCount: number, revealedSafe: number): number {
  if (revealedSafe === 0) {
    assertReveals(mineCount, 0);
    return 1;
  }
  const { numerator, denominator } = minesMultiplierFraction(mineCount, revealedSafe);
  return Number(numerator) / Number(denominator);
}

/** Total returned (stake included) when cashing out after `revealedSafe` (≥ 1) safe cells. */
export function settleMinesCashout(stake: bigint, mineCount: number, revealedSafe: number): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  if (revealedSafe < 1) throw new RangeError('cash-out needs at least one revealed cell');
  const { numerator, denominator } = minesMultiplierFraction(mineCount, revealedSafe);
  return (stake * numerator) / denominator;
}
