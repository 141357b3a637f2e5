import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import { meanInterval } from '../stats/confidence-interval.ts';
import { expandSelection, SelectionRefused, type LotterySelection } from './bet-types.ts';
import { defaultLotteryOdds } from './default-odds.ts';
import { lineMultiplier } from './line-payout.ts';
import { drawIssue, drawNumbers, drawShapes, lotteryKinds } from './lottery-draw.ts';
import { exactBetTypeRtps, exactLineRtp } from './lottery-rtp.ts';

const refusal = (kind: Parameters<typeof expandSelection>[0], s: LotterySelection) => {
  try {
    expandSelection(kind, s);
  } catch (error) {
    return error instanceof SelectionRefused ? error.code : 'other';
  }
  return 'accepted';
};

describe('lottery selections', () => {
  it('counts a multi-number bet as n lines and any-k as C(n, k)', () => {
    expect(
      expandSelection('5d', { type: 'position', position: 0, numbers: [1, 2, 3] }),
    ).toHaveLength(3);
    expect(expandSelection('11x5', { type: 'any', k: 3, numbers: [1, 2, 3, 4, 5] })).toHaveLength(
      10,
    );
    expect(expandSelection('keno', { type: 'pick', k: 2, numbers: [1, 2, 3, 4] })).toHaveLength(6);
    expect(
      expandSelection('pk10', { type: 'dragonTiger', position: 4, options: ['dragon'] }),
    ).toHaveLength(1);
  });

  it('refuses each kind of bad selection with its own code', () => {
    expect(refusal('5d', { type: 'nope', numbers: [1] })).toBe('lottery_bet_type_unknown');
    expect(refusal('5d', { type: 'position', position: 0, numbers: [10] })).toBe(
      'lottery_number_out_of_range',
    );
    expect(refusal('keno', { type: 'pick', k: 1, numbers: [0] })).toBe(
      'lottery_number_out_of_range',
    );
    expect(refusal('11x5', { type: 'any', k: 2, numbers: [3, 3, 4] })).toBe(
      'lottery_number_duplicate',
    );
    expect(refusal('11x5', { type: 'any', k: 3, numbers: [3, 4] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('5d', { type: 'position', position: 5, numbers: [1] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('pk10', { type: 'dragonTiger', position: 5, options: ['dragon'] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('k3', { type: 'bigSmall', options: ['huge'] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('k3', { type: 'sum', numbers: [2] })).toBe('lottery_number_out_of_range');
  });
});

describe('lottery payouts (hand-worked)', () => {
  const odds = defaultLotteryOdds;
  const one = (kind: Parameters<typeof expandSelection>[0], s: LotterySelection) =>
    expandSelection(kind, s)[0]!;
  it('pays the worked lines', () => {
    // 5D 3-8-1-9-4: sum 25 big odd; first 3 < last 4: tiger
    const fiveD = [3, 8, 1, 9, 4];
    expect(
      lineMultiplier(
        '5d',
        one('5d', { type: 'position', position: 1, numbers: [8] }),
        fiveD,
        odds['5d'],
      ),
    ).toBe(9.8);
    expect(
      lineMultiplier('5d', one('5d', { type: 'bigSmall', options: ['big'] }), fiveD, odds['5d']),
    ).toBe(1.96);
    expect(
      lineMultiplier('5d', one('5d', { type: 'oddEven', options: ['even'] }), fiveD, odds['5d']),
    ).toBe(0);
    expect(
      lineMultiplier(
        '5d',
        one('5d', { type: 'dragonTiger', options: ['tiger'] }),
        fiveD,
        odds['5d'],
      ),
    ).toBe(2.18);
    // K3 triple 4-4-4: sum 12, big/small lose, triple and pair of 4 win
    expect(
      lineMultiplier('k3', one('k3', { type: 'bigSmall', options: ['big'] }), [4, 4, 4], odds.k3),
    ).toBe(0);
    expect(
      lineMultiplier('k3', one('k3', { type: 'sum', numbers: [12] }), [4, 4, 4], odds.k3),
    ).toBe(8.3);
    expect(
      lineMultiplier('k3', one('k3', { type: 'pair', numbers: [4] }), [4, 4, 4], odds.k3),
    ).toBe(13);
    // keno pick 3 with two hits
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(
      lineMultiplier(
        'keno',
        one('keno', { type: 'pick', k: 3, numbers: [1, 2, 50] }),
        drawn,
        odds.keno,
      ),
    ).toBe(2);
    expect(
      lineMultiplier(
        '11x5',
        one('11x5', { type: 'any', k: 2, numbers: [5, 11] }),
        [11, 2, 5, 7, 1],
        odds['11x5'],
      ),
    ).toBe(5.4);
  });
});

describe('lottery exact RTP', () => {
  it('matches the hand-worked figures', () => {
    const rtp = (kind: Parameters<typeof exactBetTypeRtps>[0]) =>
      Object.fromEntries(
        exactBetTypeRtps(kind, defaultLotteryOdds[kind]).map((r) => [r.type, r.low]),
      );
    expect(rtp('5d').position).toBeCloseTo(0.98, 9);
    expect(rtp('5d').dragonTiger).toBeCloseTo(0.45 * 2.18, 9);
    expect(rtp('k3').bigSmall).toBeCloseTo((105 / 216) * 2, 9);
    expect(rtp('11x5').any3).toBeCloseTo((28 / 462) * 16, 9);
    expect(rtp('pk10').dragonTiger).toBeCloseTo(0.98, 9);
    // keno pick 1: 20/80 × 3.8
    expect(rtp('keno').pick1).toBeCloseTo(0.95, 9);
  });

  it('PK10 exact figures agree with enumeration over every permutation of a small case', () => {
    // a position line returns 1/10 of its odds whatever the other positions hold
    const line = expandSelection('pk10', { type: 'position', position: 7, numbers: [3] })[0]!;
    expect(exactLineRtp('pk10', line, defaultLotteryOdds.pk10)).toBeCloseTo(0.98, 9);
  });

  it('a simulated sample lies within a wide interval of the exact RTP', () => {
    for (const kind of lotteryKinds) {
      const odds = defaultLotteryOdds[kind];
      const random = createFastRandom(17);
      const lines = expandSelection(
        kind,
        kind === '5d'
          ? { type: 'position', position: 0, numbers: [7] }
          : kind === 'pk10'
            ? { type: 'bigSmall', position: 0, options: ['big'] }
            : kind === 'k3'
              ? { type: 'bigSmall', options: ['small'] }
              : kind === '11x5'
                ? { type: 'any', k: 2, numbers: [1, 2] }
                : { type: 'pick', k: 1, numbers: [40] },
      );
      const exact = exactLineRtp(kind, lines[0]!, odds);
      let sum = 0;
      let squares = 0;
      const n = 20_000;
      for (let i = 0; i < n; i++) {
        const value = lineMultiplier(kind, lines[0]!, drawNumbers(kind, random), odds);
        sum += value;
        squares += value * value;
      }
      const interval = meanInterval(sum, squares, n, 4);
      expect(exact, kind).toBeGreaterThan(interval.low);
      expect(exact, kind).toBeLessThan(interval.high);
    }
  });
});

describe('lottery draws', () => {
  it('draws distinct numbers in range for shuffled kinds and passes chi-square at 99%', () => {
    for (const kind of lotteryKinds) {
      const shape = drawShapes[kind];
      const span = shape.high - shape.low + 1;
      const counts = new Array<number>(span).fill(0);
      const random = createFastRandom(99);
      const issues = 4000;
      for (let i = 0; i < issues; i++) {
        const drawn = drawNumbers(kind, random);
        expect(drawn).toHaveLength(shape.count);
        if (shape.distinct) expect(new Set(drawn).size).toBe(shape.count);
        for (const n of drawn) counts[n - shape.low]! += 1;
      }
      const test = chiSquare(counts, uniformExpected(span, issues * shape.count));
      expect(test.pValue, kind).toBeGreaterThan(0.01);
    }
  });

  it('draws uniformly through the fair stream too (keno numbers, chi-square at 99%)', () => {
    const counts = new Array<number>(80).fill(0);
    const issues = 2000;
    for (let i = 0; i < issues; i++) {
      const issueId = `20261127-${String(i).padStart(4, '0')}`;
      for (const n of drawIssue({
        kind: 'keno',
        serverSeed: 'seed-17',
        issueId,
        beacon: 'f'.repeat(64),
      })) {
        counts[n - 1]! += 1;
      }
    }
    expect(chiSquare(counts, uniformExpected(80, issues * 20)).pValue).toBeGreaterThan(0.01);
  });

  it('recomputes a fair draw from its revealed inputs', () => {
    const inputs = {
      kind: '5d' as const,
      serverSeed: 'a'.repeat(64),
      issueId: '20261127-0001',
      beacon: 'b'.repeat(64),
    };
    const first = drawIssue(inputs);
    expect(drawIssue(inputs)).toEqual(first);
    expect(drawIssue({ ...inputs, beacon: 'c'.repeat(64) })).not.toEqual(first);
    expect(first.every((d) => d >= 0 && d <= 9)).toBe(true);
  });
});
