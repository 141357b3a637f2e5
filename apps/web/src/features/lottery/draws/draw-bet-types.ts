import {
  drawTypeDigits,
  expandDrawSelection,
  lineCost,
  type DrawLotteryKind,
  type LotterySelection,
} from '@lobby/game-math';

/** A bet family on the board: its type, whether it takes k (xiên, lô trượt) and its k choices. */
export interface DrawBetType {
  type: string;
  ks?: number[];
}

const vn: DrawBetType[] = [
  { type: 'lo2' },
  { type: 'de' },
  { type: 'lo3' },
  { type: 'lo4' },
  { type: 'dau' },
  { type: 'duoi' },
  { type: 'bacang' },
  { type: 'xien', ks: [2, 3, 4] },
  { type: 'truot', ks: [4, 5, 6, 7, 8, 9, 10] },
];
const thai: DrawBetType[] = [
  { type: 'top3' },
  { type: 'tod3' },
  { type: 'front3' },
  { type: 'back3' },
  { type: 'top2' },
  { type: 'bottom2' },
  { type: 'runTop' },
  { type: 'runBottom' },
];

export const betTypesOf = (kind: DrawLotteryKind) => (kind === 'thai' ? thai : vn);

/** Numbers typed as "85, 67 12": each a whole number of the type's digits at most. */
export function parseNumbers(text: string, type: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const digits = drawTypeDigits(type);
  if (parts.some((part) => !new RegExp(`^\\d{1,${digits}}$`).test(part))) return null;
  return parts.map(Number);
}

/** How many lines a selection makes and how many points they cost (null when invalid). */
export function linesAndPoints(kind: DrawLotteryKind, selection: LotterySelection) {
  try {
    const lines = expandDrawSelection(kind, selection);
    return { lines: lines.length, points: lines.reduce((sum, line) => sum + lineCost(line), 0) };
  } catch {
    return null;
  }
}

/** A number shown with its digits (đề 5 is 05). */
export const showNumber = (n: number, type: string) =>
  String(n).padStart(drawTypeDigits(type), '0');
