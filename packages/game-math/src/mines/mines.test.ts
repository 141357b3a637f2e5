import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import {
  isValidMineCount,
  isValidMinesCell,
  minesMultiplier,
  minesMultiplierFraction,
  placeMines,
  settleMinesCashout,
} from './mines.ts';

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Every board of `m` mines (sorted cell lists). */
function allBoards(m: number, from = 0): number[][] {
  if (m === 0) return [[]];
  const boards: number[][] = [];
  for (let cell = from; cell <= 25 - m; cell++) {
    for (const rest of allBoards(m - 1, cell + 1)) boards.push([cell, ...rest]);
  }
  return boards;
}

describe('mines validation', () => {
  it('allows 1–24 mines and cells 0–24', () => {
    expect([0, 1, 24, 25, 3.5, Number.NaN].map(isValidMineCount)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([-1, 0, 24, 25, 1.5].map(isValidMinesCell)).toEqual([false, true, true, false, false]);
    expect(() => placeMines(createFastRandom(1), 0)).toThrow(RangeError);
    expect(() => placeMines(createFastRandom(1), 25)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => settleMinesCashout(100n, 3, 0)).toThrow(RangeError);
  });

  it('places distinct, sorted mines on the board', () => {
    const random = createFastRandom(99);
    for (let m = 1; m <= 24; m++) {
      const mines = placeMines(random, m);
      expect(mines).toHaveLength(m);
      expect(new Set(mines).size).toBe(m);
      expect(mines).toEqual([...mines].sort((a, b) => a - b));
      expect(mines.every(isValidMinesCell)).toBe(true);
    }
  });
});

describe('mines pricing', () => {
  it('prices a reveal by the exact odds', () => {
    expect(minesMultiplier(1, 0)).toBe(1);
    expect(minesMultiplier(1, 1)).toBe(0.99 * (25 / 24));
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(1, 24)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(3, 5)).toBeCloseTo((0.99 * 53130) / 26334, 12); // C(25,5) / C(22,5)
    expect(settleMinesCashout(1000n, 3, 5)).toBe(1997n); // 1997.37…
  });

  it('returns 99% for every plan "reveal k, then cash out" (enumerating boards, m ≤ 3)', () => {
    for (const m of [1, 2, 3]) {
      const boards = allBoards(m);
      expect(boards).toHaveLength(choose(25, m));
      for (let k = 1; k <= 25 - m; k++) {
        const { denominator } = minesMultiplierFraction(m, k);
        const stake = denominator; // makes stake × multiplier an exact integer
        let returned = 0n;
        for (const board of boards) {
          // reveal cells 0..k-1 (any fixed order is as good: the board is uniform)
          if (board.every((mine) => mine >= k)) returned += settleMinesCashout(stake, m, k);
        }
        expect(returned * 100n, `m=${m} k=${k}`).toBe(stake * BigInt(boards.length) * 99n);
      }
    }
  });

  it('keeps the 99% identity for every mine count (combinatorial check)', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const safeChance = choose(25 - m, k) / choose(25, k);
        expect(safeChance * minesMultiplier(m, k)).toBeCloseTo(0.99, 9);
      }
    }
  });
});

describe('mines placement fairness', () => {
  it('puts a single mine on each cell equally often (chi-square at 99%)', () => {
    const random = createFastRandom(25);
    const counts = new Array<number>(25).fill(0);
    const games = 25 * 400;
    for (let i = 0; i < games; i++) counts[placeMines(random, 1)[0]!]! += 1;
    expect(chiSquare(counts, uniformExpected(25, games)).pValue).toBeGreaterThan(0.01);
  });

  it('draws every 2-mine board equally often (chi-square at 99%)', () => {
    const random = createFastRandom(300);
    const counts = new Map<string, number>();
    const games = 300 * 30;
    for (let i = 0; i < games; i++) {
      const key = placeMines(random, 2).join('-');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const observed = allBoards(2).map((board) => counts.get(board.join('-')) ?? 0);
    expect(chiSquare(observed, uniformExpected(300, games)).pValue).toBeGreaterThan(0.01);
  });
});
