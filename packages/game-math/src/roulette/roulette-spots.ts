/**
 * European roulette bet spots and their text grammar.
 *
 * Canonical spot texts (the only ones `parseRouletteSpot` accepts; no spaces, no leading zeros):
 *   straight:N   N in 0..36                       35:1
 *   split:A-B    A < B, horizontally or vertically adjacent on the layout, or 0-1, 0-2, 0-3   17:1
 *   street:N     N = first number of a row: 1, 4, …, 34                            11:1
 *   corner:A-B   A = top-left of a 2×2 block (A ≤ 32, A not in column 3), B = A + 4  8:1
 *   line:N       six line: N = first number of the first row: 1, 4, …, 31          5:1
 *   dozen:D      D in 1..3 (1–12, 13–24, 25–36)                                    2:1
 *   column:C     C in 1..3 (column 1 = 1, 4, …, 34; column 3 = 3, 6, …, 36)        2:1
 *   red, black, odd, even, low (1–18), high (19–36)                                1:1
 * Zero loses every outside bet (no la partage).
 */

/** The kinds of roulette bet. */
export type RouletteSpotKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** A validated roulette bet spot. */
export interface RouletteSpot {
  /** Kind of bet. */
  readonly kind: RouletteSpotKind;
  /** Canonical text, e.g. `split:17-20`. */
  readonly text: string;
  /** Numbers the spot covers, ascending. */
  readonly numbers: readonly number[];
  /** Winnings per unit staked ("odds to 1"); a win returns stake × (odds + 1). */
  readonly odds: number;
}

/** Pocket count of a European wheel (0..36). */
export const rouletteNumberCount = 37;

/** The red numbers of the standard layout. */
export const rouletteRedNumbers: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

const redSet = new Set(rouletteRedNumbers);

/** Colour of a pocket: green for 0. */
export function rouletteColour(number: number): 'green' | 'red' | 'black' {
  if (number === 0) return 'green';
  return redSet.has(number) ? 'red' : 'black';
}

const oddsByCount: Record<number, number> = { 1: 35, 2: 17, 3: 11, 4: 8, 6: 5, 12: 2, 18: 1 };

function spot(kind: RouletteSpotKind, text: string, numbers: number[]): RouletteSpot {
  const odds = oddsByCount[numbers.length];
  if (odds === undefined) throw new Error(`no odds for ${numbers.length} numbers`);
  return { kind, text, numbers, odds };
}

function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

const outsideSpots: Record<string, RouletteSpot> = {
  red: spot('red', 'red', [...rouletteRedNumbers]),
  black: spot(
    'black',
    'black',
    range(1, 36).filter((n) => !redSet.has(n)),
  ),
  odd: spot('odd', 'odd', range(1, 35, 2)),
  even: spot('even', 'even', range(2, 36, 2)),
  low: spot('low', 'low', range(1, 18)),
  high: spot('high', 'high', range(19, 36)),
};

const numberPattern = /^(0|[1-9][0-9]?)$/;

function parseNumber(text: string | undefined): number | null {
  if (text === undefined || !numberPattern.test(text)) return null;
  const value = Number(text);
  return value <= 36 ? value : null;
}

function parsePair(text: string): [number, number] | null {
  const parts = text.split('-');
  if (parts.length !== 2) return null;
  const a = parseNumber(parts[0]);
  const b = parseNumber(parts[1]);
  return a === null || b === null ? null : [a, b];
}

function isSplit(a: number, b: number): boolean {
  if (a === 0) return b >= 1 && b <= 3;
  if (a >= b) return false;
  if (b === a + 3) return true;
  return b === a + 1 && a % 3 !== 0;
}

function isRowStart(n: number, lastStart: number): boolean {
  return n >= 1 && n <= lastStart && n % 3 === 1;
}

function parseInside(kind: string, argument: string): RouletteSpot | null {
  const text = `${kind}:${argument}`;
  switch (kind) {
    case 'straight': {
      const n = parseNumber(argument);
      return n === null ? null : spot('straight', text, [n]);
    }
    case 'split': {
      const pair = parsePair(argument);
      if (!pair || !isSplit(pair[0], pair[1])) return null;
      return spot('split', text, pair);
    }
    case 'street': {
      const n = parseNumber(argument);
      if (n === null || !isRowStart(n, 34)) return null;
      return spot('street', text, range(n, n + 2));
    }
    case 'corner': {
      const pair = parsePair(argument);
      if (!pair) return null;
      const [a, b] = pair;
      if (a < 1 || a > 32 || a % 3 === 0 || b !== a + 4) return null;
      return spot('corner', text, [a, a + 1, a + 3, a + 4]);
    }
    case 'line': {
      const n = parseNumber(argument);
      if (n === null || !isRowStart(n, 31)) return null;
      return spot('line', text, range(n, n + 5));
    }
    case 'dozen': {
      const d = parseNumber(argument);
      if (d === null || d < 1 || d > 3) return null;
      return spot('dozen', text, range(12 * (d - 1) + 1, 12 * d));
    }
    case 'column': {
      const c = parseNumber(argument);
      if (c === null || c < 1 || c > 3) return null;
      return spot('column', text, range(c, 33 + c, 3));
    }
    default:
      return null;
  }
}

/** Parses a canonical spot text (see the grammar above); anything else gives null. */
export function parseRouletteSpot(text: string): RouletteSpot | null {
  if (typeof text !== 'string' || text.length > 16) return null;
  const outside = Object.hasOwn(outsideSpots, text) ? outsideSpots[text] : undefined;
  if (outside) return outside;
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  return parseInside(text.slice(0, colon), text.slice(colon + 1));
}

/** Every valid spot of the layout, in canonical text (for tests, docs and bet boards). */
export function allRouletteSpotTexts(): string[] {
  const texts: string[] = [];
  for (let n = 0; n <= 36; n++) texts.push(`straight:${n}`);
  for (let a = 0; a <= 36; a++) {
    for (let b = a + 1; b <= 36; b++) if (isSplit(a, b)) texts.push(`split:${a}-${b}`);
  }
  for (let n = 1; n <= 34; n += 3) texts.push(`street:${n}`);
  for (let a = 1; a <= 32; a++) if (a % 3 !== 0) texts.push(`corner:${a}-${a + 4}`);
  for (let n = 1; n <= 31; n += 3) texts.push(`line:${n}`);
  for (let d = 1; d <= 3; d++) texts.push(`dozen:${d}`, `column:${d}`);
  texts.push(...Object.keys(outsideSpots));
  return texts;
}
