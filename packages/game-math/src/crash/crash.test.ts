import { describe, expect, it } from 'vitest';
import { type RandomSource } from '../rng/random-source.ts';
import {
  crashElapsedFor,
  crashMaxX100,
  crashMultiplierAt,
  crashPoint,
  isValidCrashCashout,
  settleCrashBet,
} from './crash.ts';

const twoTo52 = 2n ** 52n;

/** A source whose uniformFloat is exactly j / 2^52 (26 high bits, then 26 low bits). */
function uniformAt(j: bigint): RandomSource {
  const parts = [Number(j >> 26n), Number(j & 0x3ff_ffffn)];
  let i = 0;
  return { nextUint32: () => (parts[i++ % 2]! * 64) >>> 0 };
}

/** Number of j in [0, 2^52) whose crash point is at least k (101 ≤ k ≤ cap). */
const countAtLeast = (k: number): bigint => (99n * twoTo52) / BigInt(k);

describe('crash point', () => {
  it('maps the uniform draw exactly at each boundary', () => {
    expect(crashPoint(uniformAt(0n))).toBe(100);
    expect(crashPoint(uniformAt(twoTo52 - 1n))).toBe(crashMaxX100);
    for (const k of [101, 102, 150, 200, 1000, 12_345, 500_000, crashMaxX100]) {
      const firstJ = twoTo52 - countAtLeast(k); // smallest j with point ≥ k
      expect(crashPoint(uniformAt(firstJ)), `k=${k}`).toBeGreaterThanOrEqual(k);
      expect(crashPoint(uniformAt(firstJ - 1n)), `k=${k}`).toBeLessThan(k);
    }
  });

  it('returns 99% for every cash-out target (counting all 2^52 draws)', () => {
    for (const k of [101, 110, 133, 200, 250, 1000, 9999, 100_000, crashMaxX100]) {
      // RTP = P(point ≥ k) × k / 100, with P exact over the 2^52 equally likely draws
      const rtp = (Number(countAtLeast(k)) / 2 ** 52) * (k / 100);
      // flooring the count loses under one draw: at most k/100 × 2^-52
      expect(Math.abs(rtp - 0.99), `k=${k}`).toBeLessThanOrEqual((k / 100) * 2 ** -52 * 1.01);
      expect(rtp, `k=${k}`).toBeLessThanOrEqual(0.99);
    }
  });

  it('crashes at 1.00× about 2/101 of the time', () => {
    const instant = Number(twoTo52 - countAtLeast(101)) / 2 ** 52;
    expect(instant).toBeCloseTo(2 / 101, 12);
  });
});

describe('crash curve', () => {
  it('starts at 1.00× and rises monotonically', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    let previous = 100;
    for (let t = 0; t <= 120_000; t += 37) {
      const m = crashMultiplierAt(t);
      expect(m).toBeGreaterThanOrEqual(previous);
      previous = m;
    }
    expect(crashMultiplierAt(11_553)).toBe(200); // e^(0.00006 × 11553) = 2.00004
  });

  it('finds the first millisecond at which a multiplier is reached', () => {
    for (const m of [100, 101, 150, 200, 1000, 12_345, crashMaxX100]) {
      const t = crashElapsedFor(m);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m);
      if (m > 100) expect(crashMultiplierAt(t - 1)).toBeLessThan(m);
    }
    expect(crashElapsedFor(crashMaxX100)).toBeLessThan(160_000);
  });
});

describe('crash settlement', () => {
  it('pays cash-outs at or below the crash point, rounding down', () => {
    expect(settleCrashBet(100n, 200, 200)).toBe(200n);
    expect(settleCrashBet(100n, 200, 199)).toBe(0n);
    expect(settleCrashBet(333n, 101, 5000)).toBe(336n); // 336.33
    expect(settleCrashBet(100n, 100, 5000)).toBe(0n); // below the 1.01× minimum
    expect(isValidCrashCashout(101)).toBe(true);
    expect(isValidCrashCashout(100)).toBe(false);
    expect(isValidCrashCashout(101.5)).toBe(false);
    expect(isValidCrashCashout(crashMaxX100 + 1)).toBe(false);
    expect(() => settleCrashBet(-1n, 200, 300)).toThrow(RangeError);
  });
});
