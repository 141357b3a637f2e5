import { type RandomSource, uniformInt } from '../rng/random-source.ts';
import {
  type PlinkoRisk,
  plinkoPayoutTables,
  plinkoRisks,
  plinkoRowsRange,
} from './plinko-tables.ts';

/** One dropped ball: the bounce per row and the slot it lands in. */
export interface PlinkoDrop {
  /** Per row: 0 = left, 1 = right. */
  readonly path: readonly (0 | 1)[];
  /** Landing slot 0..rows (the number of rights). */
  readonly slot: number;
}

/** True when `rows` is an allowed row count (8..16). */
export function isValidPlinkoRows(rows: number): boolean {
  return Number.isInteger(rows) && rows >= plinkoRowsRange.min && rows <= plinkoRowsRange.max;
}

/** True when `risk` is a plinko risk level. */
export function isPlinkoRisk(risk: string): risk is PlinkoRisk {
  return (plinkoRisks as readonly string[]).includes(risk);
}

/** Drops a ball through `rows` rows: one uniformInt(2) per row, 1 = right. */
export function dropPlinko(random: RandomSource, rows: number): PlinkoDrop {
  if (!isValidPlinkoRows(rows)) throw new RangeError(`bad plinko rows ${rows}`);
  const path: (0 | 1)[] = [];
  let slot = 0;
  for (let row = 0; row < rows; row++) {
    const step = uniformInt(random, 2) as 0 | 1;
    path.push(step);
    slot += step;
  }
  return { path, slot };
}

/** The slot multipliers ×100 of a board (slot 0..rows). */
export function plinkoPayouts(rows: number, risk: PlinkoRisk): readonly number[] {
  if (!isValidPlinkoRows(rows) || !isPlinkoRisk(risk)) throw new RangeError('bad plinko board');
  return plinkoPayoutTables[risk][rows] as readonly number[];
}

/** Total returned (stake included) for a ball in `slot`: floor(stake × multiplier / 100). */
export function settlePlinkoBet(
  stake: bigint,
  rows: number,
  risk: PlinkoRisk,
  slot: number,
): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  const multiplierX100 = plinkoPayouts(rows, risk)[slot];
  if (multiplierX100 === undefined || !Number.isInteger(slot)) throw new RangeError('bad slot');
  return (stake * BigInt(multiplierX100)) / 100n;
}

/** Exact RTP of a board: Σ C(rows, k) × m_k / (100 × 2^rows). */
export function plinkoExactRtp(rows: number, risk: PlinkoRisk): number {
  const table = plinkoPayouts(rows, risk);
  let weighted = 0;
  let ways = 1; // C(rows, k), built up as k grows
  for (let k = 0; k <= rows; k++) {
    weighted += ways * (table[k] as number);
    ways = (ways * (rows - k)) / (k + 1);
  }
  return weighted / (100 * 2 ** rows);
}
