import { describe, expect, it } from 'vitest';
import {
  asianHandicapOutcomes,
  componentLines,
  correctScoreOutcomes,
  matchResultOutcomes,
  oddEvenOutcomes,
  roundOfferedOdds,
  overUnderOutcomes,
  priceIfOpen,
  priceMarket,
} from './football-markets.ts';
import { type ScoreMatrix } from './score-matrix.ts';

/** A hand-made score law: 0-0 0.25, 1-0 0.30, 2-0 0.20, 0-1 0.25. */
const handMatrix: ScoreMatrix = {
  cells: [
    [0.25, 0.25, 0],
    [0.3, 0, 0],
    [0.2, 0, 0],
  ],
  maxGoals: 2,
  tail: 0,
};

/** Expected return of 1 staked on a two-component line at odds d (half stakes settled apart). */
function expectedReturn(win: number[], push: number[], d: number): number {
  return win.reduce((s, w, i) => s + 0.5 * (w * d + push[i]!), 0);
}

describe('football markets on a hand-made score law', () => {
  it('1X2 and odd/even', () => {
    expect(matchResultOutcomes(handMatrix).map((o) => o.probability)).toEqual([0.5, 0.25, 0.25]);
    const oddEven = oddEvenOutcomes(handMatrix);
    expect(oddEven[0]!.probability).toBeCloseTo(0.55, 12);
    expect(oddEven[1]!.probability).toBeCloseTo(0.45, 12);
  });

  it('a quarter line is the split of its two half-stakes', () => {
    expect(componentLines(-0.75)).toEqual([-1, -0.5]);
    expect(componentLines(2.25)).toEqual([2, 2.5]);
    expect(componentLines(-1)).toEqual([-1]);
    expect(() => componentLines(0.1)).toThrow(RangeError);
  });

  it('Asian handicap −0.75 (hand-worked): W = 0.2 + 0.5, L = 0.5 + 0.5 → home 2.428571, away 1.7', () => {
    const [home, away] = asianHandicapOutcomes(handMatrix, -0.75);
    expect(1 / home!.probability).toBeCloseTo(1 + 1 / 0.7, 12);
    expect(1 / away!.probability).toBeCloseTo(1.7, 12);
    // the fair price breaks even: −1 wins on 2-0 (0.2), pushes on 1-0 (0.3); −0.5 wins on both
    expect(expectedReturn([0.2, 0.5], [0.3, 0], 1 / home!.probability)).toBeCloseTo(1, 12);
  });

  it('Asian handicap 0 (draw no bet) and +0.25', () => {
    const [home0] = asianHandicapOutcomes(handMatrix, 0);
    expect(home0!.probability).toBeCloseTo(0.5 / 0.75, 12);
    // +0.25 = 0 and +0.5: W = 0.5 + 0.75, L = 0.25 + 0.25
    const [home] = asianHandicapOutcomes(handMatrix, 0.25);
    expect(1 / home!.probability).toBeCloseTo(1 + 0.5 / 1.25, 12);
  });

  it('over/under 1.25 (hand-worked): over = 2-0; at 1: push on one goal', () => {
    // 1 and 1.5: over W = 0.2 + 0.2, under L = 0.25 + (0.25 + 0.55)
    const [over, under] = overUnderOutcomes(handMatrix, 1.25);
    expect(over!.probability).toBeCloseTo(0.4 / (0.4 + 1.05), 12);
    expect(under!.probability).toBeCloseTo(1.05 / 1.45, 12);
    const [over1] = overUnderOutcomes(handMatrix, 1);
    expect(over1!.probability).toBeCloseTo(0.2 / 0.45, 12);
  });

  it('correct score lists every score to 4-4 and the three other buckets, summing to 1', () => {
    const outcomes = correctScoreOutcomes(handMatrix);
    expect(outcomes).toHaveLength(28);
    expect(outcomes.find((o) => o.key === '1-0')!.probability).toBe(0.3);
    expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it('offered odds round down to 0.01, never below 1.01', () => {
    expect(roundOfferedOdds(1 / 1.9999)).toBe(1.99);
    expect(roundOfferedOdds(0.5)).toBe(2);
    expect(roundOfferedOdds(0.999)).toBe(1.01);
    const market = priceMarket('match-result', matchResultOutcomes(handMatrix), {
      margin: 0.05,
      method: 'multiplicative',
    });
    expect(market.selections.map((s) => s.offeredOdds)).toEqual([1.9, 3.8, 3.8]);
    expect(market.selections.map((s) => s.fairOdds)).toEqual([2, 4, 4]);
  });

  it('a market Shin cannot spread the margin over is not quoted; a bad margin is an error', () => {
    const lopsided = () => [
      { key: 'a', probability: 0.9997 },
      { key: 'b', probability: 0.0003 },
    ];
    expect(priceIfOpen('match-winner', lopsided, { margin: 0.05, method: 'shin' })).toBeUndefined();
    expect(priceIfOpen('match-winner', lopsided, { margin: 0.05, method: 'power' })).toBeDefined();
    expect(() =>
      priceIfOpen('match-result', () => matchResultOutcomes(handMatrix), {
        margin: 1.5,
        method: 'power',
      }),
    ).toThrow(RangeError);
  });

  it('a decided market is not quoted', () => {
    // away can never win by two: the home −(−2.5) … here: over 2.5 cannot win
    expect(
      priceIfOpen(
        'over-under',
        () => overUnderOutcomes(handMatrix, 2.5),
        { margin: 0.05, method: 'power' },
        2.5,
      ),
    ).toBeUndefined();
    expect(
      priceIfOpen('match-result', () => matchResultOutcomes(handMatrix), {
        margin: 0.05,
        method: 'power',
      }),
    ).toBeDefined();
  });
});
