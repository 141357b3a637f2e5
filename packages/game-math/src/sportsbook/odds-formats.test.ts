import { describe, expect, it } from 'vitest';
import { betAmounts, fromOddsFormat, oddsFormats, toOddsFormat } from './odds-formats.ts';

describe('odds formats', () => {
  it('converts by the formulas', () => {
    expect(toOddsFormat(1900, 'hk')).toBeCloseTo(0.9);
    expect(toOddsFormat(1900, 'malay')).toBeCloseTo(0.9);
    expect(toOddsFormat(2500, 'malay')).toBeCloseTo(-0.6667, 4);
    expect(toOddsFormat(1500, 'indo')).toBeCloseTo(-2);
    expect(toOddsFormat(2500, 'indo')).toBeCloseTo(1.5);
    expect(toOddsFormat(2500, 'us')).toBeCloseTo(150);
    expect(toOddsFormat(1500, 'us')).toBeCloseTo(-200);
    expect(fromOddsFormat(-200, 'us')).toBe(1500);
    expect(fromOddsFormat(-0.5, 'malay')).toBe(3000);
  });

  it('round-trips every price from 1.001 to 50.000 through every format', () => {
    const broken: string[] = [];
    for (let odds = 1001; odds <= 50_000; odds++) {
      for (const format of oddsFormats) {
        if (fromOddsFormat(toOddsFormat(odds, format), format) !== odds)
          broken.push(`${odds} ${format}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('negative Malay/Indo: the typed amount is the win, the risk stake × |odds|', () => {
    // Malay −0.50 (decimal 3.00): type 100 → risk 50, win 100
    expect(betAmounts(10_000n, 3000, 'malay')).toEqual({
      nominal: 10_000n,
      risk: 5_000n,
      win: 10_000n,
    });
    // Indo −2.00 (decimal 1.50): type 100 → risk 200, win 100
    expect(betAmounts(10_000n, 1500, 'indo')).toEqual({
      nominal: 10_000n,
      risk: 20_000n,
      win: 10_000n,
    });
    expect(betAmounts(10_000n, 1900, 'decimal')).toEqual({
      nominal: 10_000n,
      risk: 10_000n,
      win: 9_000n,
    });
  });
});
