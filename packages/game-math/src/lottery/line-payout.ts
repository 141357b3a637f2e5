import type { LotteryLine } from './bet-types.ts';
import type { LotteryKind } from './lottery-draw.ts';

/** Odds per payout key: what a line returns per unit of its stake (stake included). */
export type LotteryOdds = Record<string, number>;

const sum = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);
const bigSmallOf = (value: number, bigFrom: number) => (value >= bigFrom ? 'big' : 'small');
const hits = (line: readonly number[], drawn: ReadonlySet<number>) =>
  line.reduce((count, n) => count + (drawn.has(n) ? 1 : 0), 0);

function fiveD(line: LotteryLine, result: readonly number[]): string | null {
  switch (line.type) {
    case 'position':
      return result[line.position!] === line.numbers[0] ? 'position' : null;
    case 'bigSmall':
      return bigSmallOf(sum(result), 23) === line.option ? 'bigSmall' : null;
    case 'oddEven':
      return (sum(result) % 2 === 1 ? 'odd' : 'even') === line.option ? 'oddEven' : null;
    case 'dragonTiger': {
      const first = result[0]!;
      const last = result[4]!;
      const outcome = first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
      if (outcome !== line.option) return null;
      return outcome === 'tie' ? 'tie' : 'dragonTiger';
    }
    default:
      return null;
  }
}

function pk10(line: LotteryLine, result: readonly number[]): string | null {
  const at = result[line.position!]!;
  switch (line.type) {
    case 'position':
      return at === line.numbers[0] ? 'position' : null;
    case 'bigSmall':
      return bigSmallOf(at, 6) === line.option ? 'bigSmall' : null;
    case 'dragonTiger': {
      const mirror = result[9 - line.position!]!;
      return (at > mirror ? 'dragon' : 'tiger') === line.option ? 'dragonTiger' : null;
    }
    default:
      return null;
  }
}

function k3(line: LotteryLine, result: readonly number[]): string | null {
  const total = sum(result);
  const triple = result[0] === result[1] && result[1] === result[2];
  const count = (n: number) => result.filter((d) => d === n).length;
  switch (line.type) {
    case 'sum':
      return total === line.numbers[0] ? `sum${total}` : null;
    case 'bigSmall':
      return !triple && bigSmallOf(total, 11) === line.option ? 'bigSmall' : null;
    case 'triple':
      return triple && result[0] === line.numbers[0] ? 'triple' : null;
    case 'anyTriple':
      return triple ? 'anyTriple' : null;
    case 'pair':
      return count(line.numbers[0]!) >= 2 ? 'pair' : null;
    default:
      return null;
  }
}

/**
 * The payout key a line earns from a draw, or null when it loses: the odds table of the
 * game's brand turns the key into a multiplier. Keno keys name the hits (`pick3hit2`).
 */
export function payoutKey(
  kind: LotteryKind,
  line: LotteryLine,
  result: readonly number[],
  drawnSet?: ReadonlySet<number>,
): string | null {
  switch (kind) {
    case '5d':
      return fiveD(line, result);
    case 'pk10':
      return pk10(line, result);
    case 'k3':
      return k3(line, result);
    case '11x5': {
      const drawn = drawnSet ?? new Set(result);
      return hits(line.numbers, drawn) === line.numbers.length ? line.type : null;
    }
    case 'keno': {
      const drawn = drawnSet ?? new Set(result);
      const key = `${line.type}hit${hits(line.numbers, drawn)}`;
      return key;
    }
  }
}

/** What a line returns per unit of stake for a draw (0 when it loses or its key has no odds). */
export function lineMultiplier(
  kind: LotteryKind,
  line: LotteryLine,
  result: readonly number[],
  odds: LotteryOdds,
  drawnSet?: ReadonlySet<number>,
): number {
  const key = payoutKey(kind, line, result, drawnSet);
  return key === null ? 0 : (odds[key] ?? 0);
}

/**
 * The largest multiplier a line could earn (its worst case for the house): the odds of the
 * keys its type can produce. Liability caps are counted with it.
 */
export function maxLineMultiplier(line: LotteryLine, odds: LotteryOdds): number {
  const prefix =
    line.type === 'sum'
      ? `sum${line.numbers[0]}`
      : line.type === 'dragonTiger' && line.option === 'tie'
        ? 'tie'
        : line.type;
  let best = 0;
  for (const [key, value] of Object.entries(odds)) {
    const matches = line.type.startsWith('pick')
      ? key.startsWith(`${line.type}hit`)
      : key === prefix;
    if (matches && value > best) best = value;
  }
  return best;
}
