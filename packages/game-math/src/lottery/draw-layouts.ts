/**
 * The official draws whose results the operator enters (docs/lottery.md "Vietnamese and Thai
 * lotteries"): Vietnam north (one station a day), south and central (2–4 stations a day), and
 * the Thai Government Lottery (GLO).
 */
export const drawLotteryKinds = ['vn-north', 'vn-south', 'vn-central', 'thai'] as const;
export type DrawLotteryKind = (typeof drawLotteryKinds)[number];

export function isDrawLotteryKind(value: string): value is DrawLotteryKind {
  return (drawLotteryKinds as readonly string[]).includes(value);
}

/** One prize tier of a result sheet: how many numbers it draws and of how many digits. */
export interface PrizeTier {
  /** `db` (giải đặc biệt), `g1` … `g8`; Thai `first`, `front3`, `back3`, `back2`. */
  name: string;
  count: number;
  digits: number;
}

const tier = (name: string, count: number, digits: number): PrizeTier => ({ name, count, digits });

/** North: 27 numbers (ĐB 1×5, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2). */
const vnNorth: PrizeTier[] = [
  tier('db', 1, 5),
  tier('g1', 1, 5),
  tier('g2', 2, 5),
  tier('g3', 6, 5),
  tier('g4', 4, 4),
  tier('g5', 6, 4),
  tier('g6', 3, 3),
  tier('g7', 4, 2),
];

/** South and central: 18 numbers (ĐB 1×6, G1 1×5, G2 1×5, G3 2×5, G4 7×5, G5 1×4, G6 3×4, G7 1×3, G8 1×2). */
const vnSouth: PrizeTier[] = [
  tier('db', 1, 6),
  tier('g1', 1, 5),
  tier('g2', 1, 5),
  tier('g3', 2, 5),
  tier('g4', 7, 5),
  tier('g5', 1, 4),
  tier('g6', 3, 4),
  tier('g7', 1, 3),
  tier('g8', 1, 2),
];

/** Thai GLO as bets read it: the first prize, two front 3-digit, two back 3-digit, one back 2-digit. */
const thai: PrizeTier[] = [
  tier('first', 1, 6),
  tier('front3', 2, 3),
  tier('back3', 2, 3),
  tier('back2', 1, 2),
];

/** The result sheet of each kind; a result is the list of its numbers in this order. */
export const drawLayouts: Record<DrawLotteryKind, PrizeTier[]> = {
  'vn-north': vnNorth,
  'vn-south': vnSouth,
  'vn-central': vnSouth,
  thai,
};

/** How many numbers a result of the kind holds (27 north, 18 south/central, 6 Thai). */
export const resultSize = (kind: DrawLotteryKind) =>
  drawLayouts[kind].reduce((total, t) => total + t.count, 0);

/** The digit count of each number of a result, in order. */
export function resultDigits(kind: DrawLotteryKind): number[] {
  return drawLayouts[kind].flatMap((t) => new Array<number>(t.count).fill(t.digits));
}

/** Whether `result` is a complete sheet: the right count, each number within its digits. */
export function isValidDrawResult(kind: DrawLotteryKind, result: readonly number[]): boolean {
  const digits = resultDigits(kind);
  return (
    result.length === digits.length &&
    result.every((n, i) => Number.isInteger(n) && n >= 0 && n < 10 ** digits[i]!)
  );
}

/** The numbers of one tier of a result. */
export function tierNumbers(kind: DrawLotteryKind, result: readonly number[], name: string) {
  let at = 0;
  for (const t of drawLayouts[kind]) {
    if (t.name === name) return result.slice(at, at + t.count);
    at += t.count;
  }
  return [];
}

/** A number written with its leading zeros (`5` of 2 digits is `05`). */
export const padDigits = (n: number, digits: number) => String(n).padStart(digits, '0');
