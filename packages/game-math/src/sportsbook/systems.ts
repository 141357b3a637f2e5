import { parlayReturn, type SettledLeg } from './settlement.ts';

/**
 * System bets: every combination of k of the n selections for each size k the system names,
 * one unit stake per line. Trixie: 3 selections, doubles and the treble (4 lines). Yankee: 4,
 * doubles to the fourfold (11). Lucky 15: 4, singles to the fourfold (15). Heinz: 6, doubles
 * to the sixfold (57).
 */
export type NamedSystem = 'trixie' | 'yankee' | 'lucky15' | 'heinz';

/** The selections and line sizes of a named system. */
export const namedSystems: Record<NamedSystem, { selections: number; sizes: number[] }> = {
  trixie: { selections: 3, sizes: [2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
};

/** C(n, k). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** Every combination of k indices of 0..n−1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i < n; i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The lines of a system over n selections for the given sizes. */
export function systemLines(n: number, sizes: readonly number[]): number[][] {
  return sizes.flatMap((k) => combinations(n, k));
}

/** The number of lines: Σ C(n, k). */
export function systemLineCount(n: number, sizes: readonly number[]): number {
  return sizes.reduce((sum, k) => sum + binomial(n, k), 0);
}

/** The return of a system: the sum of each line's parlay return at the unit stake. */
export function systemReturn(
  unitStake: bigint,
  legs: readonly SettledLeg[],
  sizes: readonly number[],
  maxPayoutPerLine?: bigint,
): bigint {
  let total = 0n;
  for (const line of systemLines(legs.length, sizes)) {
    total += parlayReturn(
      unitStake,
      line.map((i) => legs[i]!),
      maxPayoutPerLine,
    );
  }
  return total;
}
