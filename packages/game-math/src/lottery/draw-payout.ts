import type { LotteryLine } from './bet-types.ts';
import { tailCarriers, todNormal } from './draw-bet-types.ts';
import { resultDigits, tierNumbers, type DrawLotteryKind } from './draw-layouts.ts';
import type { LotteryOdds } from './line-payout.ts';

/** What a line earns from a result: its payout key and how many times it is paid. */
export interface DrawWin {
  key: string;
  times: number;
}

const tailsOf = (kind: DrawLotteryKind, result: readonly number[], digits: number) => {
  const widths = resultDigits(kind);
  return result.filter((_, i) => widths[i]! >= digits).map((n) => n % 10 ** digits);
};
const count = (values: readonly number[], n: number) => values.filter((v) => v === n).length;
const win = (key: string, times: number): DrawWin | null => (times > 0 ? { key, times } : null);

function vn(kind: DrawLotteryKind, line: LotteryLine, result: readonly number[]): DrawWin | null {
  const special = result[0]!;
  const n = line.numbers[0]!;
  const tails2 = () => tailsOf(kind, result, 2);
  switch (line.type) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const digits = Number(line.type.slice(2));
      return win(line.type, count(tailsOf(kind, result, digits), n));
    }
    case 'de':
      return win('de', special % 100 === n ? 1 : 0);
    case 'dau':
      return win('dau', Math.floor((special % 100) / 10) === n ? 1 : 0);
    case 'duoi':
      return win('duoi', special % 10 === n ? 1 : 0);
    case 'bacang':
      return win('bacang', special % 1000 === n ? 1 : 0);
    default: {
      const tails = new Set(tails2());
      if (line.type.startsWith('xien')) {
        return win(line.type, line.numbers.every((leg) => tails.has(leg)) ? 1 : 0);
      }
      if (line.type.startsWith('truot')) {
        return win(line.type, line.numbers.every((leg) => !tails.has(leg)) ? 1 : 0);
      }
      return null;
    }
  }
}

function thai(line: LotteryLine, result: readonly number[]): DrawWin | null {
  const top3 = result[0]! % 1000;
  const bottom2 = tierNumbers('thai', result, 'back2')[0]!;
  const n = line.numbers[0]!;
  const digitsOf = (value: number, width: number) =>
    new Set(String(value).padStart(width, '0').split('').map(Number));
  switch (line.type) {
    case 'top3':
      return win('top3', top3 === n ? 1 : 0);
    case 'tod3':
      return win('tod3', todNormal(top3) === n ? 1 : 0);
    case 'front3':
    case 'back3':
      return win(line.type, count(tierNumbers('thai', result, line.type), n));
    case 'top2':
      return win('top2', top3 % 100 === n ? 1 : 0);
    case 'bottom2':
      return win('bottom2', bottom2 === n ? 1 : 0);
    case 'runTop':
      return win('runTop', digitsOf(top3, 3).has(n) ? 1 : 0);
    case 'runBottom':
      return win('runBottom', digitsOf(bottom2, 2).has(n) ? 1 : 0);
    default:
      return null;
  }
}

/**
 * What a line wins from an official result: the payout key and how many times (lô and Thai
 * 3 ตัวหน้า/ล่าง pay per occurrence; every other type once), or null when it loses.
 */
export function drawWin(
  kind: DrawLotteryKind,
  line: LotteryLine,
  result: readonly number[],
): DrawWin | null {
  return kind === 'thai' ? thai(line, result) : vn(kind, line, result);
}

/** What a line returns per unit of its stake: odds × times (0 when it loses). */
export function drawLineMultiplier(
  kind: DrawLotteryKind,
  line: LotteryLine,
  result: readonly number[],
  odds: LotteryOdds,
): number {
  const won = drawWin(kind, line, result);
  return won === null ? 0 : (odds[won.key] ?? 0) * won.times;
}

/**
 * The largest multiplier a line could earn (the cap's worst case): odds × the most times its
 * number can be drawn (lô: every prize number carrying the tail; 3 ตัวหน้า/ล่าง: 2).
 */
export function maxDrawLineMultiplier(
  kind: DrawLotteryKind,
  line: LotteryLine,
  odds: LotteryOdds,
): number {
  const price = odds[line.type] ?? 0;
  if (/^lo[234]$/.test(line.type)) return price * tailCarriers(kind, Number(line.type.slice(2)));
  if (line.type === 'front3' || line.type === 'back3') return price * 2;
  return price;
}
