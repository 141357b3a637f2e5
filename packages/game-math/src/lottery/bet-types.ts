import { choose, kSubsets } from './combinations.ts';
import { drawShapes, type LotteryKind } from './lottery-draw.ts';

/** A member's choice on the bet board: one bet type with its numbers or options. */
export interface LotterySelection {
  type: string;
  /** Which drawn position (0 = first), for position-based types. */
  position?: number;
  /** How many numbers one line holds, for any-k (11x5) and pick-k (keno). */
  k?: number;
  numbers?: number[];
  options?: string[];
}

/** One line: a single combination that wins or loses on its own. */
export interface LotteryLine {
  type: string;
  position: number | null;
  option: string | null;
  numbers: number[];
  /** Stable text of the line: the liability key ("the number" of a cap). */
  key: string;
  /**
   * Stake units one line costs per unit of its stake: 1 except VN lô, which covers every
   * prize number (27 in the north) so one point costs 27 (draw-bet-types.ts).
   */
  cost?: number;
}

/** What a line costs per unit of its stake (1 unless it says otherwise). */
export const lineCost = (line: Pick<LotteryLine, 'cost'>) => line.cost ?? 1;

/** Why a selection is refused; each is its own text key on the server. */
export type SelectionError =
  | 'lottery_bet_type_unknown'
  | 'lottery_number_out_of_range'
  | 'lottery_number_duplicate'
  | 'lottery_combination_invalid';

export class SelectionRefused extends Error {
  constructor(readonly code: SelectionError) {
    super(code);
  }
}

export type Expand = (selection: LotterySelection) => LotteryLine[];

export const lineOf = (
  type: string,
  position: number | null,
  option: string | null,
  numbers: number[],
): LotteryLine => ({
  type,
  position,
  option,
  numbers,
  key: [type, position ?? '', option ?? '', numbers.join('-')].join(':'),
});

export function needNumbers(
  selection: LotterySelection,
  low: number,
  high: number,
  min = 1,
): number[] {
  const numbers = selection.numbers ?? [];
  if (numbers.length < min || (selection.options?.length ?? 0) > 0) {
    throw new SelectionRefused('lottery_combination_invalid');
  }
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < low || n > high) {
      throw new SelectionRefused('lottery_number_out_of_range');
    }
  }
  if (new Set(numbers).size !== numbers.length)
    throw new SelectionRefused('lottery_number_duplicate');
  return [...numbers].sort((a, b) => a - b);
}

function needOptions(selection: LotterySelection, allowed: readonly string[]): string[] {
  const options = selection.options ?? [];
  if (options.length < 1 || (selection.numbers?.length ?? 0) > 0) {
    throw new SelectionRefused('lottery_combination_invalid');
  }
  if (options.some((o) => !allowed.includes(o))) {
    throw new SelectionRefused('lottery_combination_invalid');
  }
  if (new Set(options).size !== options.length)
    throw new SelectionRefused('lottery_number_duplicate');
  return options;
}

function needPosition(selection: LotterySelection, positions: number): number {
  const position = selection.position;
  if (
    position === undefined ||
    !Number.isInteger(position) ||
    position < 0 ||
    position >= positions
  ) {
    throw new SelectionRefused('lottery_combination_invalid');
  }
  return position;
}

export function noPosition(selection: LotterySelection): void {
  if (selection.position !== undefined || selection.k !== undefined) {
    throw new SelectionRefused('lottery_combination_invalid');
  }
}

const options =
  (type: string, allowed: readonly string[], positions = 0): Expand =>
  (s) => {
    const position = positions > 0 ? needPosition(s, positions) : (noPosition(s), null);
    return needOptions(s, allowed).map((o) => lineOf(type, position, o, []));
  };

const positionNumbers =
  (type: string, positions: number, low: number, high: number): Expand =>
  (s) => {
    const position = needPosition(s, positions);
    return needNumbers(s, low, high).map((n) => lineOf(type, position, null, [n]));
  };

const singleNumbers =
  (type: string, low: number, high: number): Expand =>
  (s) => {
    noPosition(s);
    return needNumbers(s, low, high).map((n) => lineOf(type, null, null, [n]));
  };

/** Any-k (11x5) and pick-k (keno): every k-subset of the chosen numbers is a line. */
const subsets =
  (type: string, low: number, high: number, maxK: number, maxChosen: number): Expand =>
  (s) => {
    const k = s.k;
    if (s.position !== undefined || k === undefined || !Number.isInteger(k) || k < 1 || k > maxK) {
      throw new SelectionRefused('lottery_combination_invalid');
    }
    const numbers = needNumbers(s, low, high, k);
    if (numbers.length > maxChosen) throw new SelectionRefused('lottery_combination_invalid');
    return [...kSubsets(numbers, k)].map((set) => lineOf(`${type}${k}`, null, null, set));
  };

/** Every bet type of every fast game, as the expansion of a selection into lines. */
export const betTypes: Record<LotteryKind, Record<string, Expand>> = {
  '5d': {
    position: positionNumbers('position', 5, 0, 9),
    bigSmall: options('bigSmall', ['big', 'small']),
    oddEven: options('oddEven', ['odd', 'even']),
    dragonTiger: options('dragonTiger', ['dragon', 'tiger', 'tie']),
  },
  pk10: {
    position: positionNumbers('position', 10, 1, 10),
    bigSmall: options('bigSmall', ['big', 'small'], 10),
    dragonTiger: options('dragonTiger', ['dragon', 'tiger'], 5),
  },
  k3: {
    sum: singleNumbers('sum', 3, 18),
    bigSmall: options('bigSmall', ['big', 'small']),
    triple: singleNumbers('triple', 1, 6),
    anyTriple: options('anyTriple', ['any']),
    pair: singleNumbers('pair', 1, 6),
  },
  '11x5': {
    any: subsets('any', 1, 11, 5, 11),
  },
  keno: {
    pick: subsets('pick', 1, 80, 5, 10),
  },
};

/**
 * The lines of a selection (a multi-number bet is n lines), or a SelectionRefused naming
 * why: unknown type, a number outside the game's range, a number twice, or a combination
 * that does not exist (missing position, too few numbers for k, an unknown option).
 */
export function expandSelection(kind: LotteryKind, selection: LotterySelection): LotteryLine[] {
  const expand = Object.hasOwn(betTypes[kind], selection.type)
    ? betTypes[kind][selection.type]
    : undefined;
  if (!expand) throw new SelectionRefused('lottery_bet_type_unknown');
  return expand(selection);
}

/** How many lines a selection makes, without listing them (any-k: C(n, k)). */
export function lineCount(kind: LotteryKind, selection: LotterySelection): number {
  if ((kind === '11x5' || kind === 'keno') && selection.k !== undefined) {
    return choose(selection.numbers?.length ?? 0, selection.k);
  }
  return expandSelection(kind, selection).length;
}

/** The draw's number range, for boards and validation messages. */
export function numberRange(kind: LotteryKind): { low: number; high: number } {
  return { low: drawShapes[kind].low, high: drawShapes[kind].high };
}
