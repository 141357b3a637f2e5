import { describe, expect, it } from 'vitest';
import { lineCost, SelectionRefused, type LotterySelection } from './bet-types.ts';
import { expandDrawSelection, todNormal } from './draw-bet-types.ts';
import { isValidDrawResult, resultSize, type DrawLotteryKind } from './draw-layouts.ts';
import { defaultDrawOdds } from './draw-odds.ts';
import { drawLineMultiplier, maxDrawLineMultiplier } from './draw-payout.ts';
import { workedNorth, workedSouth, workedThai } from './draw-worked-examples.ts';

/**
 * One bet on a worked sheet: its stake (point value × cost per line × lines) and its return
 * (Σ floor(point value × odds × times)), in whole currency units.
 */
function settle(
  kind: DrawLotteryKind,
  result: number[],
  selection: LotterySelection,
  point: number,
) {
  const odds = defaultDrawOdds[kind];
  const lines = expandDrawSelection(kind, selection);
  return {
    lines: lines.length,
    stake: lines.reduce((total, line) => total + point * lineCost(line), 0),
    returned: lines.reduce(
      (total, line) => total + Math.floor(point * drawLineMultiplier(kind, line, result, odds)),
      0,
    ),
  };
}

const refusal = (kind: DrawLotteryKind, s: LotterySelection) => {
  try {
    expandDrawSelection(kind, s);
  } catch (error) {
    return error instanceof SelectionRefused ? error.code : 'other';
  }
  return 'accepted';
};

describe('official draws: result sheets', () => {
  it('has 27 numbers in the north, 18 in the south and central, 6 for Thai', () => {
    expect([resultSize('vn-north'), resultSize('vn-south'), resultSize('vn-central')]).toEqual([
      27, 18, 18,
    ]);
    expect(resultSize('thai')).toBe(6);
    expect(isValidDrawResult('vn-north', workedNorth)).toBe(true);
    expect(isValidDrawResult('vn-south', workedSouth)).toBe(true);
    expect(isValidDrawResult('thai', workedThai)).toBe(true);
    expect(isValidDrawResult('vn-north', workedNorth.slice(1))).toBe(false);
    expect(isValidDrawResult('vn-north', [100_000, ...workedNorth.slice(1)])).toBe(false);
    expect(isValidDrawResult('thai', [251309, 309, 742, 118, 560, 100])).toBe(false);
  });
});

describe('VN north, worked example (2 Aug 2025; ĐB 78285, G1 24867)', () => {
  // [bet, selection, point value, lines, stake, returned]
  const table: Array<[string, LotterySelection, number, number, number, number]> = [
    [
      '10 points of lô 85 (27 per point; 85 drawn once)',
      { type: 'lo2', numbers: [85] },
      10_000,
      1,
      270_000,
      985_000,
    ],
    ['đề 85 at 100k × 99', { type: 'de', numbers: [85] }, 100_000, 1, 100_000, 9_900_000],
    [
      'lô 67 (drawn twice: paid per occurrence)',
      { type: 'lo2', numbers: [67] },
      1_000,
      1,
      27_000,
      197_000,
    ],
    [
      'lô 85, 67, 00: three lines',
      { type: 'lo2', numbers: [85, 67, 0] },
      1_000,
      3,
      81_000,
      295_500,
    ],
    ['lô 3 số 285 (23 per point)', { type: 'lo3', numbers: [285] }, 1_000, 1, 23_000, 900_000],
    ['lô 4 số 8285 (20 per point)', { type: 'lo4', numbers: [8285] }, 1_000, 1, 20_000, 8_000_000],
    ['đầu 8', { type: 'dau', numbers: [8] }, 10_000, 1, 10_000, 98_000],
    ['đuôi 5 and 6', { type: 'duoi', numbers: [5, 6] }, 10_000, 2, 20_000, 98_000],
    ['3 càng 285', { type: 'bacang', numbers: [285] }, 10_000, 1, 10_000, 9_600_000],
    [
      'xiên 2 of 85, 67, 12 (3 lines, all hit)',
      { type: 'xien', k: 2, numbers: [85, 67, 12] },
      10_000,
      3,
      30_000,
      510_000,
    ],
    [
      'xiên 3 of 85, 67, 99 (99 missing)',
      { type: 'xien', k: 3, numbers: [85, 67, 99] },
      10_000,
      1,
      10_000,
      0,
    ],
    [
      'xiên 4 of 85, 67, 12, 13',
      { type: 'xien', k: 4, numbers: [85, 67, 12, 13] },
      10_000,
      1,
      10_000,
      2_500_000,
    ],
    [
      'lô trượt 4 of 00, 01, 02, 03 (none drawn)',
      { type: 'truot', k: 4, numbers: [0, 1, 2, 3] },
      10_000,
      1,
      10_000,
      28_000,
    ],
    [
      'lô trượt 4 of 00, 01, 02, 85 (85 drawn)',
      { type: 'truot', k: 4, numbers: [0, 1, 2, 85] },
      10_000,
      1,
      10_000,
      0,
    ],
  ];
  it.each(table)('%s', (_, selection, point, lines, stake, returned) => {
    expect(settle('vn-north', workedNorth, selection, point)).toEqual({ lines, stake, returned });
  });
});

describe('VN south (18 numbers, lô 18 per point)', () => {
  const table: Array<[string, LotterySelection, number, number]> = [
    [
      'lô 85 (ĐB …785, G5 5285, G6 7785, G8 85: four times)',
      { type: 'lo2', numbers: [85] },
      18_000,
      394_000,
    ],
    ['lô 3 số 785 (17 per point: ĐB and G6)', { type: 'lo3', numbers: [785] }, 17_000, 1_800_000],
    ['lô 4 số 5285 (16 per point)', { type: 'lo4', numbers: [5285] }, 16_000, 8_000_000],
    ['đề 85', { type: 'de', numbers: [85] }, 1_000, 99_000],
    ['3 càng 785', { type: 'bacang', numbers: [785] }, 1_000, 960_000],
  ];
  it.each(table)('%s', (_, selection, stake, returned) => {
    expect(settle('vn-south', workedSouth, selection, 1_000)).toMatchObject({ stake, returned });
  });
});

describe('Thai GLO (first 251309; front 309, 742; back 118, 560; back two 07), 100 baht a line', () => {
  const table: Array<[string, LotterySelection, number]> = [
    ['3 ตัวบน 309 × 900', { type: 'top3', numbers: [309] }, 90_000],
    ['โต๊ด 903 (any order of 309) × 125', { type: 'tod3', numbers: [903] }, 12_500],
    ['โต๊ด 309 wins too; 310 does not', { type: 'tod3', numbers: [390, 310] }, 12_500],
    ['3 ตัวหน้า 309 × 400', { type: 'front3', numbers: [309] }, 40_000],
    ['3 ตัวล่าง 560 × 400; 309 is not a back number', { type: 'back3', numbers: [560, 309] }, 40_000],
    ['2 ตัวบน 09 × 90', { type: 'top2', numbers: [9] }, 9_000],
    ['2 ตัวล่าง 07 × 90', { type: 'bottom2', numbers: [7, 70] }, 9_000],
    ['วิ่งบน 0 × 3.2', { type: 'runTop', numbers: [0] }, 320],
    ['วิ่งล่าง 7 × 4.2; 1 loses', { type: 'runBottom', numbers: [7, 1] }, 420],
  ];
  it.each(table)('%s', (_, selection, returned) => {
    expect(settle('thai', workedThai, selection, 100).returned).toBe(returned);
  });

  it('normalises โต๊ด by sorted digits: one line key for every order', () => {
    expect(todNormal(903)).toBe(39);
    expect(todNormal(390)).toBe(39);
    const [a] = expandDrawSelection('thai', { type: 'tod3', numbers: [321] });
    const [b] = expandDrawSelection('thai', { type: 'tod3', numbers: [213] });
    expect(a!.key).toBe(b!.key);
  });
});

describe('official draws: lines, caps and refusals', () => {
  it('counts xiên and lô trượt as C(n, k) lines and lô as one line per number', () => {
    expect(
      expandDrawSelection('vn-north', { type: 'xien', k: 2, numbers: [1, 2, 3, 4] }),
    ).toHaveLength(6);
    expect(
      expandDrawSelection('vn-north', { type: 'truot', k: 4, numbers: [1, 2, 3, 4, 5] }),
    ).toHaveLength(5);
    expect(
      expandDrawSelection('vn-north', { type: 'lo2', numbers: [1, 2, 3] }).map(lineCost),
    ).toEqual([27, 27, 27]);
    expect(expandDrawSelection('vn-central', { type: 'lo2', numbers: [1] }).map(lineCost)).toEqual([
      18,
    ]);
  });

  it('counts the worst case of lô over every prize number carrying the tail', () => {
    const odds = defaultDrawOdds['vn-north'];
    const [line] = expandDrawSelection('vn-north', { type: 'lo2', numbers: [85] });
    expect(maxDrawLineMultiplier('vn-north', line!, odds)).toBe(98.5 * 27);
    const [de] = expandDrawSelection('vn-north', { type: 'de', numbers: [85] });
    expect(maxDrawLineMultiplier('vn-north', de!, odds)).toBe(99);
  });

  it('refuses each bad selection with its own code', () => {
    expect(refusal('vn-north', { type: 'nope', numbers: [1] })).toBe('lottery_bet_type_unknown');
    expect(refusal('vn-north', { type: 'lo2', numbers: [100] })).toBe(
      'lottery_number_out_of_range',
    );
    expect(refusal('vn-north', { type: 'dau', numbers: [10] })).toBe('lottery_number_out_of_range');
    expect(refusal('vn-north', { type: 'de', numbers: [5, 5] })).toBe('lottery_number_duplicate');
    expect(refusal('thai', { type: 'tod3', numbers: [123, 321] })).toBe('lottery_number_duplicate');
    expect(refusal('vn-north', { type: 'xien', k: 5, numbers: [1, 2, 3, 4, 5] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('vn-north', { type: 'xien', k: 2, numbers: [1] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('vn-north', { type: 'lo2', position: 1, numbers: [1] })).toBe(
      'lottery_combination_invalid',
    );
    expect(refusal('thai', { type: 'lo2', numbers: [1] })).toBe('lottery_bet_type_unknown');
  });
});
