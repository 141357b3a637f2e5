import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cash-out.ts';
import { gradeSelection, lineQuarters, quartersText } from './selection-grading.ts';
import { combinedOdds, parlayReturn, singleReturn, type SettledLeg } from './settlement.ts';
import { binomial, namedSystems, systemLineCount, systemReturn } from './systems.ts';

// The worked table of docs/sportsbook.md: 100 on the backed team's Asian handicap at 1.90, by
// the backed team's goal margin (worked by hand: each quarter line is two half stakes).
const margins = [-2, -1, 0, 1, 2, 3];
const asianHandicapTable: [string, number[]][] = [
  ['-2', [0, 0, 0, 0, 100, 190]],
  ['-1.75', [0, 0, 0, 0, 145, 190]],
  ['-1.5', [0, 0, 0, 0, 190, 190]],
  ['-1.25', [0, 0, 0, 50, 190, 190]],
  ['-1', [0, 0, 0, 100, 190, 190]],
  ['-0.75', [0, 0, 0, 145, 190, 190]],
  ['-0.5', [0, 0, 0, 190, 190, 190]],
  ['-0.25', [0, 0, 50, 190, 190, 190]],
  ['0', [0, 0, 100, 190, 190, 190]],
  ['+0.25', [0, 0, 145, 190, 190, 190]],
  ['+0.5', [0, 0, 190, 190, 190, 190]],
  ['+0.75', [0, 50, 190, 190, 190, 190]],
  ['+1', [0, 100, 190, 190, 190, 190]],
  ['+1.25', [0, 145, 190, 190, 190, 190]],
  ['+1.5', [0, 190, 190, 190, 190, 190]],
  ['+1.75', [50, 190, 190, 190, 190, 190]],
  ['+2', [100, 190, 190, 190, 190, 190]],
];

describe('Asian handicap settlement against the worked table', () => {
  for (const [line, returns] of asianHandicapTable) {
    it(`line ${line}`, () => {
      const quarters = lineQuarters(line)!;
      expect(quartersText(quarters)).toBe(line === '0' ? '0' : line);
      margins.forEach((margin, i) => {
        // home backed: margin = home − away; the same for the away side mirrored
        const home = gradeSelection(
          { kind: 'handicap', side: 'home', quarters },
          { home: 3 + margin, away: 3 },
        );
        const away = gradeSelection(
          { kind: 'handicap', side: 'away', quarters },
          { home: 3, away: 3 + margin },
        );
        expect(singleReturn(10_000n, home, 1900)).toBe(BigInt(returns[i]! * 100));
        expect(singleReturn(10_000n, away, 1900)).toBe(BigInt(returns[i]! * 100));
      });
    });
  }

  it('100 on −0.75 at 1.90 won by one goal returns 145', () => {
    const outcome = gradeSelection(
      { kind: 'handicap', side: 'home', quarters: -3 },
      { home: 2, away: 1 },
    );
    expect(outcome).toBe('half_win');
    expect(singleReturn(100n, outcome, 1900)).toBe(145n);
  });

  it('a live handicap counts only goals after the bet', () => {
    const pick = { kind: 'handicap', side: 'home', quarters: -2 } as const; // −0.5
    // 1–0 at the bet, 2–1 at the end: after the bet 1–1, the −0.5 loses
    expect(gradeSelection(pick, { home: 2, away: 1 }, { home: 1, away: 0 })).toBe('lose');
    expect(gradeSelection(pick, { home: 2, away: 1 })).toBe('win');
  });

  it('refuses lines that are not quarter goals', () => {
    expect(lineQuarters('-0.3')).toBeUndefined();
    expect(lineQuarters('abc')).toBeUndefined();
    expect(lineQuarters('2.5')).toBe(10);
  });
});

describe('over/under, 1X2, odd/even and correct score', () => {
  const over = (line: string, total: number) =>
    singleReturn(
      10_000n,
      gradeSelection(
        { kind: 'over_under', side: 'over', quarters: lineQuarters(line)! },
        { home: total, away: 0 },
      ),
      1900,
    );
  const under = (line: string, total: number) =>
    singleReturn(
      10_000n,
      gradeSelection(
        { kind: 'over_under', side: 'under', quarters: lineQuarters(line)! },
        { home: 0, away: total },
      ),
      1900,
    );

  it('quarter totals split the stake', () => {
    expect([
      over('2.25', 2),
      over('2.25', 3),
      over('2.75', 3),
      over('2.5', 2),
      over('3', 3),
    ]).toEqual([5000n, 19000n, 14500n, 0n, 10000n]);
    expect([under('2.25', 2), under('2.75', 3), under('2.75', 2), under('2.5', 3)]).toEqual([
      14500n,
      5000n,
      19000n,
      0n,
    ]);
  });

  it('1X2, odd/even, correct score', () => {
    expect(gradeSelection({ kind: 'match_1x2', side: 'draw' }, { home: 1, away: 1 })).toBe('win');
    expect(gradeSelection({ kind: 'match_1x2', side: 'home' }, { home: 1, away: 1 })).toBe('lose');
    expect(gradeSelection({ kind: 'match_1x2', side: 'away' }, { home: 0, away: 2 })).toBe('win');
    expect(gradeSelection({ kind: 'odd_even', side: 'odd' }, { home: 2, away: 1 })).toBe('win');
    expect(gradeSelection({ kind: 'odd_even', side: 'even' }, { home: 0, away: 0 })).toBe('win');
    expect(gradeSelection({ kind: 'correct_score', home: 2, away: 1 }, { home: 2, away: 1 })).toBe(
      'win',
    );
    expect(gradeSelection({ kind: 'correct_score', home: 2, away: 1 }, { home: 1, away: 2 })).toBe(
      'lose',
    );
  });

  it('a dead heat divides the price', () => {
    expect(singleReturn(10_000n, 'win', 5000, { num: 1n, den: 2n })).toBe(25_000n);
  });
});

describe('parlays (hand-computed)', () => {
  const legs = (outcomes: SettledLeg['outcome'][], odds: number[]): SettledLeg[] =>
    outcomes.map((outcome, i) => ({ outcome, odds: odds[i]! }));

  it('void 1.00, half win (d + 1)/2, half loss 0.5', () => {
    // 100 × 1.90 × 1.00 × (1.80 + 1)/2 = 266
    expect(parlayReturn(10_000n, legs(['win', 'void', 'half_win'], [1900, 2000, 1800]))).toBe(
      26_600n,
    );
    // 100 × 1.90 × 0.5 = 95
    expect(parlayReturn(10_000n, legs(['win', 'half_lose'], [1900, 2100]))).toBe(9_500n);
    expect(parlayReturn(10_000n, legs(['win', 'lose', 'win'], [1900, 2100, 1500]))).toBe(0n);
    // all void: the stake back
    expect(parlayReturn(10_000n, legs(['void', 'void'], [1900, 2100]))).toBe(10_000n);
  });

  it('caps at the maximum payout and multiplies combined odds exactly', () => {
    expect(parlayReturn(10_000n, legs(['win', 'win', 'win'], [3000, 3000, 3000]), 200_000n)).toBe(
      200_000n,
    );
    expect(combinedOdds([1900, 2000, 1800])).toBe(6840);
  });
});

describe('systems (hand-computed)', () => {
  const win = (odds: number): SettledLeg => ({ odds, outcome: 'win' });

  it('line counts: Trixie 4, Yankee 11, Lucky 15, Heinz 57', () => {
    const counts = Object.values(namedSystems).map((s) => systemLineCount(s.selections, s.sizes));
    expect(counts).toEqual([4, 11, 15, 57]);
    expect(binomial(6, 3)).toBe(20);
  });

  it('Trixie 10 a line at 2.0, 3.0, 1.5: (6 + 3 + 4.5 + 9) × 10 = 225; with 3.0 lost: 30', () => {
    const sizes = namedSystems.trixie.sizes;
    expect(systemReturn(1_000n, [win(2000), win(3000), win(1500)], sizes)).toBe(22_500n);
    expect(
      systemReturn(1_000n, [win(2000), { odds: 3000, outcome: 'lose' }, win(1500)], sizes),
    ).toBe(3_000n);
  });

  it('Yankee, Lucky 15 and Heinz of evens winners at 1 a line: 72, 80, 3^6 − 13 = 716', () => {
    const evens = (n: number) => Array.from({ length: n }, () => win(2000));
    expect(systemReturn(100n, evens(4), namedSystems.yankee.sizes)).toBe(7_200n);
    expect(systemReturn(100n, evens(4), namedSystems.lucky15.sizes)).toBe(8_000n);
    expect(systemReturn(100n, evens(6), namedSystems.heinz.sizes)).toBe(71_600n);
  });
});

describe('cash-out', () => {
  it('potential return ÷ current odds × (1 − margin), rounded down', () => {
    // 100 at 1.90 → 190; now 1.50; 5 % margin: 190 / 1.5 × 0.95 = 120.33
    expect(cashOutValue(19_000n, [1500], 500)).toBe(12_033n);
    // a parlay with two legs open at 1.2 and 1.25: 1000 / 1.5 × 0.97 = 646.66
    expect(cashOutValue(100_000n, [1200, 1250], 300)).toBe(64_666n);
  });
});
