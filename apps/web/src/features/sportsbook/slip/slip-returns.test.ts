import { describe, expect, it } from 'vitest';
import { oddsText } from '../odds-text.ts';
import {
  parlayOutcome,
  singleOutcome,
  systemLineTotal,
  systemOutcome,
  systemsFor,
} from './slip-returns.ts';

describe("the slip's potential returns", () => {
  it('a single returns stake × d; at a negative Malay price the typed stake is the win', () => {
    expect(singleOutcome(10_000n, 1900, 'decimal')).toEqual({ risk: 10_000n, toReturn: 19_000n });
    // 2.50 in Malay is −0.667: 100 typed is the win, the risk 66.67, the return 166.67
    expect(singleOutcome(10_000n, 2500, 'malay')).toEqual({ risk: 6_667n, toReturn: 16_667n });
  });

  it('a parlay multiplies the legs; a Trixie stakes 4 lines and adds their returns', () => {
    expect(parlayOutcome(10_000n, [2000, 1500, 3000]).toReturn).toBe(90_000n);
    // doubles 3.00 + 6.00 + 4.50 and the treble 9.00: 22.50 per unit of 1.00
    expect(systemOutcome(100n, [2000, 1500, 3000], 'trixie')).toEqual({
      risk: 400n,
      toReturn: 2_250n,
    });
    expect([
      systemLineTotal('yankee'),
      systemLineTotal('lucky15'),
      systemLineTotal('heinz'),
    ]).toEqual([11, 15, 57]);
  });

  it('offers the systems whose selection count fits', () => {
    expect(systemsFor(2)).toEqual([]);
    expect(systemsFor(3)).toEqual(['trixie']);
    expect(systemsFor(4)).toEqual(['yankee', 'lucky15']);
    expect(systemsFor(6)).toEqual(['heinz']);
  });
});

describe('odds as the member reads them', () => {
  it('shows each format', () => {
    expect(['decimal', 'hk', 'malay', 'indo', 'us'].map((f) => oddsText(2500, f as never))).toEqual(
      ['2.50', '1.50', '-0.667', '1.50', '+150'],
    );
    expect(oddsText(1800, 'indo')).toBe('-1.25');
    expect(oddsText(1800, 'us')).toBe('-125');
  });
});
