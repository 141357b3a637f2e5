/**
 * The joint distribution of a football score. Independent Poisson goals for the two sides
 * (Maher 1982), optionally with the Dixon–Coles (1997) low-score correction τ:
 *
 *   P(x, y) = τ(x, y) · Pois(x; λ) · Pois(y; μ)
 *   τ(0,0) = 1 − λμρ, τ(0,1) = 1 + λρ, τ(1,0) = 1 + μρ, τ(1,1) = 1 − ρ, otherwise 1.
 *
 * τ keeps the total at exactly 1, so the matrix is a distribution once the tail beyond
 * `maxGoals` is folded in (the tail mass is reported, and ≈ 1e-9 for λ, μ ≤ 3.5 at 12 goals).
 */

/** Goals per side the matrix holds (0..maxGoals). */
export const defaultMaxGoals = 12;

/** P(X = k) for X ~ Poisson(rate). */
export function poissonProbability(rate: number, k: number): number {
  if (rate < 0 || !Number.isInteger(k) || k < 0) throw new RangeError('bad Poisson argument');
  if (rate === 0) return k === 0 ? 1 : 0;
  let logP = -rate + k * Math.log(rate);
  for (let i = 2; i <= k; i += 1) logP -= Math.log(i);
  return Math.exp(logP);
}

/** P(X = 0..max) for X ~ Poisson(rate). */
export function poissonRow(rate: number, max: number): number[] {
  const row = [Math.exp(-rate)];
  for (let k = 1; k <= max; k += 1) row.push((row[k - 1]! * rate) / k);
  return row;
}

/** The Dixon–Coles low-score factor τ(x, y). */
export function dixonColesTau(x: number, y: number, lambda: number, mu: number, rho: number) {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho;
  if (x === 0 && y === 1) return 1 + lambda * rho;
  if (x === 1 && y === 0) return 1 + mu * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

/** The ρ range that keeps every τ positive for these rates. */
export function rhoBounds(lambda: number, mu: number): { min: number; max: number } {
  return {
    min: Math.max(-1 / Math.max(lambda, 1e-9), -1 / Math.max(mu, 1e-9)),
    max: Math.min(1 / Math.max(lambda * mu, 1e-9), 1),
  };
}

/** A score distribution: cell [home][away]. */
export interface ScoreMatrix {
  /** P(home = i, away = j) for i, j in 0..maxGoals. */
  cells: number[][];
  maxGoals: number;
  /** Probability beyond the matrix (either side over maxGoals), already renormalised away. */
  tail: number;
}

/** The score matrix for expected goals λ (home) and μ (away), with optional ρ. */
export function scoreMatrix(
  lambda: number,
  mu: number,
  rho = 0,
  maxGoals = defaultMaxGoals,
): ScoreMatrix {
  if (!(lambda >= 0) || !(mu >= 0)) throw new RangeError('expected goals must be non-negative');
  const bounds = rhoBounds(lambda, mu);
  if (rho !== 0 && (rho < bounds.min || rho > bounds.max)) throw new RangeError('rho out of range');
  const home = poissonRow(lambda, maxGoals);
  const away = poissonRow(mu, maxGoals);
  const cells = home.map((ph, x) =>
    away.map((pa, y) => ph * pa * dixonColesTau(x, y, lambda, mu, rho)),
  );
  const total = cells.reduce((s, row) => s + row.reduce((r, p) => r + p, 0), 0);
  for (const row of cells) for (let y = 0; y < row.length; y += 1) row[y]! /= total;
  return { cells, maxGoals, tail: 1 - total };
}

/** Σ P(x, y) over the cells where `predicate(x, y)` holds. */
export function matrixProbability(
  matrix: ScoreMatrix,
  predicate: (home: number, away: number) => boolean,
): number {
  let total = 0;
  matrix.cells.forEach((row, x) =>
    row.forEach((p, y) => {
      if (predicate(x, y)) total += p;
    }),
  );
  return total;
}

/** The matrix of the final score: goals still to come shifted by the goals already scored. */
export function shiftMatrix(matrix: ScoreMatrix, home: number, away: number): ScoreMatrix {
  const size = matrix.maxGoals + Math.max(home, away);
  const cells = Array.from({ length: size + 1 }, () => new Array<number>(size + 1).fill(0));
  matrix.cells.forEach((row, x) =>
    row.forEach((p, y) => {
      cells[x + home]![y + away]! += p;
    }),
  );
  return { cells, maxGoals: size, tail: matrix.tail };
}
