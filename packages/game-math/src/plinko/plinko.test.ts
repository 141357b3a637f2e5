import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare } from '../stats/chi-square.ts';
import { dropPlinko, plinkoExactRtp, plinkoPayouts, settlePlinkoBet } from './plinko.ts';
import { plinkoRisks } from './plinko-tables.ts';

const rowCounts = [8, 9, 10, 11, 12, 13, 14, 15, 16];

describe('plinko tables', () => {
  it('are symmetric, positive, highest at the edges', () => {
    for (const risk of plinkoRisks) {
      for (const rows of rowCounts) {
        const table = plinkoPayouts(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        expect(table.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
        expect(Math.max(...table)).toBe(table[0]);
      }
    }
  });

  it('return 99% ± 0.07% (enumerating every path)', () => {
    for (const risk of plinkoRisks) {
      for (const rows of rowCounts) {
        let returned = 0n;
        for (let path = 0; path < 2 ** rows; path++) {
          let slot = 0;
          for (let bit = path; bit > 0; bit >>= 1) slot += bit & 1;
          returned += settlePlinkoBet(100n, rows, risk, slot); // stake 100: payout = m exactly
        }
        const rtp = Number(returned) / (100 * 2 ** rows);
        expect(plinkoExactRtp(rows, risk), `${risk} ${rows}`).toBeCloseTo(rtp, 12);
        expect(Math.abs(rtp - 0.99), `${risk} ${rows}: ${rtp}`).toBeLessThan(0.0007);
      }
    }
  });

  it('settles in whole minor units, rounding down, and refuses bad boards', () => {
    expect(settlePlinkoBet(10n, 8, 'low', 2)).toBe(12n); // 1.29 × 10 = 12.9
    expect(settlePlinkoBet(100n, 16, 'high', 0)).toBe(100_000n);
    expect(() => settlePlinkoBet(100n, 8, 'low', 9)).toThrow(RangeError);
    expect(() => settlePlinkoBet(100n, 8, 'low', 1.5)).toThrow(RangeError);
    expect(() => plinkoPayouts(7, 'low')).toThrow(RangeError);
    expect(() => plinkoPayouts(17, 'low')).toThrow(RangeError);
    expect(() => plinkoPayouts(8, 'extreme' as 'low')).toThrow(RangeError);
    expect(() => dropPlinko(createFastRandom(1), 8.5)).toThrow(RangeError);
  });
});

describe('plinko drop', () => {
  it('lands where its path says', () => {
    const random = createFastRandom(8);
    for (const rows of rowCounts) {
      const drop = dropPlinko(random, rows);
      expect(drop.path).toHaveLength(rows);
      expect(drop.slot).toBe(drop.path.filter((step) => step === 1).length);
    }
  });

  it('lands binomially (chi-square at 99%, 8 rows)', () => {
    const random = createFastRandom(256);
    const drops = 20_000;
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < drops; i++) counts[dropPlinko(random, 8).slot]! += 1;
    const ways = [1, 8, 28, 56, 70, 56, 28, 8, 1];
    const expected = ways.map((w) => (w / 256) * drops);
    expect(chiSquare(counts, expected).pValue).toBeGreaterThan(0.01);
  });
});
