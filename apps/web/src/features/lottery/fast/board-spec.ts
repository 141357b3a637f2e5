import { formatMinorUnits, parseAmount } from '@lobby/contracts';
import {
  betTypes,
  drawShapes,
  lineCount,
  type LotteryKind,
  type LotterySelection,
} from '@lobby/game-math';

/**
 * The bet board of a fast game, read from the same game maths the server expands bets with
 * (`betTypes`): which bet types a game has, and for each what the member picks (a position,
 * numbers from a range, options, how many numbers make a line).
 */
export interface BoardType {
  type: string;
  /** How many positions the member chooses among (0: the type has none). */
  positions: number;
  /** The number range to pick from, or null for an options type. */
  numbers: { low: number; high: number } | null;
  options: readonly string[];
  /** The any-k / pick-k sizes (empty when a line is one number or option). */
  ks: readonly number[];
  /** The most numbers one selection may hold. */
  maxChosen: number;
}

type Shape = Omit<BoardType, 'type'>;

const range = (low: number, high: number) => ({ low, high });
const numbersOf = (
  positions: number,
  low: number,
  high: number,
  maxChosen = high - low + 1,
): Shape => ({
  positions,
  numbers: range(low, high),
  options: [],
  ks: [],
  maxChosen,
});
const optionsOf = (options: readonly string[], positions = 0): Shape => ({
  positions,
  numbers: null,
  options,
  ks: [],
  maxChosen: options.length,
});
const subsetsOf = (low: number, high: number, maxChosen: number): Shape => ({
  positions: 0,
  numbers: range(low, high),
  options: [],
  ks: [1, 2, 3, 4, 5],
  maxChosen,
});

const shapes: Record<LotteryKind, Record<string, Shape>> = {
  '5d': {
    position: numbersOf(5, 0, 9),
    bigSmall: optionsOf(['big', 'small']),
    oddEven: optionsOf(['odd', 'even']),
    dragonTiger: optionsOf(['dragon', 'tiger', 'tie']),
  },
  pk10: {
    position: numbersOf(10, 1, 10),
    bigSmall: optionsOf(['big', 'small'], 10),
    dragonTiger: optionsOf(['dragon', 'tiger'], 5),
  },
  k3: {
    sum: numbersOf(0, 3, 18),
    bigSmall: optionsOf(['big', 'small']),
    triple: numbersOf(0, 1, 6),
    anyTriple: optionsOf(['any']),
    pair: numbersOf(0, 1, 6),
  },
  '11x5': { any: subsetsOf(1, 11, 11) },
  keno: { pick: subsetsOf(1, 80, 10) },
};

/** The game's bet types in the server's order; a type the board cannot draw is left out. */
export function boardTypes(kind: LotteryKind): BoardType[] {
  return Object.keys(betTypes[kind]).flatMap((type) => {
    const shape = shapes[kind][type];
    return shape ? [{ type, ...shape }] : [];
  });
}

/** What the member has picked on one bet type (one position, when it has positions). */
export interface Pick {
  type: string;
  position: number | null;
  k: number | null;
  numbers: number[];
  options: string[];
}

/** The selection the server takes for a pick. */
export function selectionOf(pick: Pick): LotterySelection {
  return {
    type: pick.type,
    ...(pick.position === null ? {} : { position: pick.position }),
    ...(pick.k === null ? {} : { k: pick.k }),
    ...(pick.numbers.length > 0 ? { numbers: pick.numbers } : {}),
    ...(pick.options.length > 0 ? { options: pick.options } : {}),
  };
}

/** Lines of a pick (0 while it is not a whole bet yet, e.g. fewer numbers than k). */
export function pickLines(kind: LotteryKind, pick: Pick): number {
  if (pick.numbers.length === 0 && pick.options.length === 0) return 0;
  if (pick.k !== null && pick.numbers.length < pick.k) return 0;
  try {
    return lineCount(kind, selectionOf(pick));
  } catch {
    return 0;
  }
}

/** The cost of lines × line stake × multiplier (the brand's decimals), null when not a bet. */
export function betCost(
  lines: number,
  lineStake: string,
  multiplier: number,
  decimals = 2,
): string | null {
  const stake = parseAmount(lineStake.trim(), decimals);
  if (!stake.ok || lines <= 0 || !Number.isInteger(multiplier) || multiplier < 1) return null;
  return formatMinorUnits(stake.minor * BigInt(lines) * BigInt(multiplier), decimals);
}

/** The drawn numbers as a player reads them: two digits for ranges past 9. */
export function ballText(kind: LotteryKind, value: number): string {
  return drawShapes[kind].high > 9 ? String(value).padStart(2, '0') : String(value);
}
