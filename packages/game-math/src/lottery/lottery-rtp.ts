import { type LotterySelection, expandSelection, type LotteryLine } from './bet-types.ts';
import { choose, kSubsets } from './combinations.ts';
import { drawShapes, type LotteryKind } from './lottery-draw.ts';
import { lineMultiplier, type LotteryOdds } from './line-payout.ts';

/** A draw with its exact probability. */
interface WeightedDraw {
  result: number[];
  weight: number;
}

function* repeatingDraws(count: number, low: number, high: number): Generator<WeightedDraw> {
  const span = high - low + 1;
  const total = span ** count;
  for (let code = 0; code < total; code++) {
    const result: number[] = [];
    let rest = code;
    for (let i = 0; i < count; i++) {
      result.push(low + (rest % span));
      rest = Math.floor(rest / span);
    }
    yield { result, weight: 1 / total };
  }
}

/**
 * PK10's bets look at one position or a mirrored pair (p, 9 − p): the 90 ordered pairs of
 * distinct numbers at (p, 9 − p), each 1/90, with the rest of the shuffle filled in
 * ascending order, give every such bet its exact probability.
 */
function* pk10PairDraws(position: number): Generator<WeightedDraw> {
  for (let a = 1; a <= 10; a++) {
    for (let b = 1; b <= 10; b++) {
      if (a === b) continue;
      const rest = Array.from({ length: 10 }, (_, i) => i + 1).filter((n) => n !== a && n !== b);
      const result: number[] = [];
      for (let i = 0; i < 10; i++) {
        result.push(i === position ? a : i === 9 - position ? b : rest.shift()!);
      }
      yield { result, weight: 1 / 90 };
    }
  }
}

/** 11x5's any-k bets ignore order: the C(11, 5) = 462 sets, each equally likely. */
function* setDraws(high: number, count: number): Generator<WeightedDraw> {
  const all = Array.from({ length: high }, (_, i) => i + 1);
  const total = choose(high, count);
  for (const set of kSubsets(all, count)) yield { result: set, weight: 1 / total };
}

/** The exact return of one line, per unit staked: Σ P(draw) × multiplier. */
export function exactLineRtp(kind: LotteryKind, line: LotteryLine, odds: LotteryOdds): number {
  if (kind === 'keno') {
    // hypergeometric: h of the line's k numbers among the 20 drawn of 80
    const k = line.numbers.length;
    let rtp = 0;
    for (let h = 0; h <= k; h++) {
      const p = (choose(k, h) * choose(80 - k, 20 - h)) / choose(80, 20);
      rtp += p * (odds[`${line.type}hit${h}`] ?? 0);
    }
    return rtp;
  }
  const shape = drawShapes[kind];
  const draws =
    kind === 'pk10'
      ? pk10PairDraws(line.position ?? 0)
      : kind === '11x5'
        ? setDraws(shape.high, shape.count)
        : repeatingDraws(shape.count, shape.low, shape.high);
  let rtp = 0;
  for (const { result, weight } of draws) rtp += weight * lineMultiplier(kind, line, result, odds);
  return rtp;
}

/** One bet type's exact RTP: the lowest and highest over all its lines (most are all equal). */
export interface BetTypeRtp {
  kind: LotteryKind;
  type: string;
  low: number;
  high: number;
}

/** A selection covering every line of each bet type (its RTP range is the type's). */
export const rtpSelections: Record<LotteryKind, LotterySelection[]> = {
  '5d': [
    { type: 'position', position: 2, numbers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { type: 'bigSmall', options: ['big', 'small'] },
    { type: 'oddEven', options: ['odd', 'even'] },
    { type: 'dragonTiger', options: ['dragon', 'tiger'] },
    { type: 'dragonTiger', options: ['tie'] },
  ],
  pk10: [
    { type: 'position', position: 0, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    { type: 'bigSmall', position: 3, options: ['big', 'small'] },
    { type: 'dragonTiger', position: 1, options: ['dragon', 'tiger'] },
  ],
  k3: [
    { type: 'sum', numbers: Array.from({ length: 16 }, (_, i) => i + 3) },
    { type: 'bigSmall', options: ['big', 'small'] },
    { type: 'triple', numbers: [1, 2, 3, 4, 5, 6] },
    { type: 'anyTriple', options: ['any'] },
    { type: 'pair', numbers: [1, 2, 3, 4, 5, 6] },
  ],
  '11x5': [1, 2, 3, 4, 5].map((k) => ({
    type: 'any',
    k,
    numbers: [1, 2, 3, 4, 5, 6, 7].slice(0, Math.max(k, 2)),
  })),
  keno: [1, 2, 3, 4, 5].map((k) => ({ type: 'pick', k, numbers: [7, 13, 29, 41, 66].slice(0, k) })),
};

/** Every bet type's exact RTP under an odds table. */
export function exactBetTypeRtps(kind: LotteryKind, odds: LotteryOdds): BetTypeRtp[] {
  return rtpSelections[kind].map((selection) => {
    const lines = expandSelection(kind, selection);
    const rtps = lines.map((line) => exactLineRtp(kind, line, odds));
    const label = selection.k ? `${selection.type}${selection.k}` : selection.type;
    const type = selection.options?.includes('tie') ? `${label}:tie` : label;
    return { kind, type, low: Math.min(...rtps), high: Math.max(...rtps) };
  });
}
