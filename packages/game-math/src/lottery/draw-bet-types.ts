import {
  lineOf,
  needNumbers,
  noPosition,
  SelectionRefused,
  type Expand,
  type LotteryLine,
  type LotterySelection,
} from './bet-types.ts';
import { kSubsets } from './combinations.ts';
import { drawLayouts, resultDigits, type DrawLotteryKind } from './draw-layouts.ts';

/** How many prize numbers carry a tail of `digits` (lô 2 số north: 27; lô 3 số: 23). */
export const tailCarriers = (kind: DrawLotteryKind, digits: number) =>
  resultDigits(kind).filter((d) => d >= digits).length;

/** Thai โต๊ด: a 3-digit number by its sorted digits (321 and 213 are both 123). */
export const todNormal = (n: number) =>
  Number(String(n).padStart(3, '0').split('').sort().join(''));

const numbersOf =
  (type: string, digits: number, cost = 1): Expand =>
  (s) => {
    noPosition(s);
    return needNumbers(s, 0, 10 ** digits - 1).map((n) => ({
      ...lineOf(type, null, null, [n]),
      ...(cost === 1 ? {} : { cost }),
    }));
  };

/** Lô: one line per number; a point costs one unit per prize number that carries the tail. */
const lo = (kind: DrawLotteryKind, digits: number): Expand =>
  numbersOf(`lo${digits}`, digits, tailCarriers(kind, digits));

/** Xiên k (all legs hit as lô) and lô trượt k (no leg hits): each k-set of the chosen 2-digit numbers is a line. */
const sets =
  (type: string, minK: number, maxK: number, maxChosen: number): Expand =>
  (s) => {
    const k = s.k;
    if (
      s.position !== undefined ||
      k === undefined ||
      !Number.isInteger(k) ||
      k < minK ||
      k > maxK
    ) {
      throw new SelectionRefused('lottery_combination_invalid');
    }
    const numbers = needNumbers(s, 0, 99, k);
    if (numbers.length > maxChosen) throw new SelectionRefused('lottery_combination_invalid');
    return [...kSubsets(numbers, k)].map((set) => lineOf(`${type}${k}`, null, null, set));
  };

/** Thai โต๊ด: the line holds the sorted digits, so every order is one number (and one cap). */
const tod: Expand = (s) => {
  noPosition(s);
  const normal = needNumbers(s, 0, 999).map(todNormal);
  if (new Set(normal).size !== normal.length)
    throw new SelectionRefused('lottery_number_duplicate');
  return normal.map((n) => lineOf('tod3', null, null, [n]));
};

const vnTypes = (kind: DrawLotteryKind): Record<string, Expand> => ({
  lo2: lo(kind, 2),
  lo3: lo(kind, 3),
  lo4: lo(kind, 4),
  de: numbersOf('de', 2),
  dau: numbersOf('dau', 1),
  duoi: numbersOf('duoi', 1),
  bacang: numbersOf('bacang', 3),
  xien: sets('xien', 2, 4, 10),
  truot: sets('truot', 4, 10, 12),
});

/**
 * Every bet type of the official draws, as the expansion of a selection into lines.
 * VN: lô 2/3/4 số (`lo2`…), đề (`de`), đầu/đuôi (`dau`/`duoi`, a digit), 3 càng (`bacang`),
 * xiên 2/3/4 (`xien`, k), lô trượt 4–10 (`truot`, k). Thai: 3 ตัวบน (`top3`), โต๊ด (`tod3`),
 * 3 ตัวหน้า/ล่าง (`front3`/`back3`), 2 ตัวบน/ล่าง (`top2`/`bottom2`), วิ่งบน/ล่าง
 * (`runTop`/`runBottom`, a digit).
 */
export const drawBetTypes: Record<DrawLotteryKind, Record<string, Expand>> = {
  'vn-north': vnTypes('vn-north'),
  'vn-south': vnTypes('vn-south'),
  'vn-central': vnTypes('vn-central'),
  thai: {
    top3: numbersOf('top3', 3),
    tod3: tod,
    front3: numbersOf('front3', 3),
    back3: numbersOf('back3', 3),
    top2: numbersOf('top2', 2),
    bottom2: numbersOf('bottom2', 2),
    runTop: numbersOf('runTop', 1),
    runBottom: numbersOf('runBottom', 1),
  },
};

/** The lines of a selection on an official draw, or a SelectionRefused naming why. */
export function expandDrawSelection(
  kind: DrawLotteryKind,
  selection: LotterySelection,
): LotteryLine[] {
  const expand = Object.hasOwn(drawBetTypes[kind], selection.type)
    ? drawBetTypes[kind][selection.type]
    : undefined;
  if (!expand) throw new SelectionRefused('lottery_bet_type_unknown');
  return expand(selection);
}

/** The digits a bet type's numbers are written with (for boards and restricted numbers). */
export function drawTypeDigits(type: string): number {
  if (/^(lo4)$/.test(type)) return 4;
  if (/^(lo3|bacang|top3|tod3|front3|back3)$/.test(type)) return 3;
  if (/^(dau|duoi|runTop|runBottom)$/.test(type)) return 1;
  return 2;
}

/** The tiers of a kind by name (for the pages' result sheet). */
export const drawTierNames = (kind: DrawLotteryKind) => drawLayouts[kind].map((t) => t.name);
