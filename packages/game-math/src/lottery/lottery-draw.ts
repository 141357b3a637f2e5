import { createHmacStream } from '../fair/fair-random.ts';
import { type RandomSource, uniformInt } from '../rng/random-source.ts';

/** The in-house fast games (their draws every 1–5 minutes). */
export const lotteryKinds = ['5d', 'pk10', 'k3', '11x5', 'keno'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

export function isLotteryKind(value: string): value is LotteryKind {
  return (lotteryKinds as readonly string[]).includes(value);
}

/** What one issue draws: how many numbers, from which range, and whether they repeat. */
export interface DrawShape {
  /** Numbers drawn per issue. */
  count: number;
  /** Smallest and largest number. */
  low: number;
  high: number;
  /** Independent draws (digits, dice) or distinct numbers in draw order (a partial shuffle). */
  distinct: boolean;
}

export const drawShapes: Record<LotteryKind, DrawShape> = {
  '5d': { count: 5, low: 0, high: 9, distinct: false },
  pk10: { count: 10, low: 1, high: 10, distinct: true },
  k3: { count: 3, low: 1, high: 6, distinct: false },
  '11x5': { count: 5, low: 1, high: 11, distinct: true },
  keno: { count: 20, low: 1, high: 80, distinct: true },
};

/**
 * One issue's numbers from any uniform source. Repeating kinds draw each number with
 * rejection sampling; distinct kinds run Fisher–Yates from the end over the whole range and
 * take the last `count` cells (a partial shuffle: every ordered selection equally likely).
 */
export function drawNumbers(kind: LotteryKind, random: RandomSource): number[] {
  const shape = drawShapes[kind];
  const span = shape.high - shape.low + 1;
  if (!shape.distinct) {
    return Array.from({ length: shape.count }, () => shape.low + uniformInt(random, span));
  }
  const deck = Array.from({ length: span }, (_, i) => shape.low + i);
  const drawn: number[] = [];
  for (let top = span - 1; drawn.length < shape.count; top--) {
    const pick = uniformInt(random, top + 1);
    [deck[pick], deck[top]] = [deck[top]!, deck[pick]!];
    drawn.push(deck[top]!);
  }
  return drawn;
}

/** The public inputs of a fair draw: revealed after the draw, enough to recompute it. */
export interface LotteryDrawInputs {
  kind: LotteryKind;
  serverSeed: string;
  issueId: string;
  beacon: string;
}

/**
 * The fair draw of an issue: the house HMAC-SHA256 stream keyed by the server seed with the
 * message `${issueId}:${beacon}:${counter}` (counter 0, 1, 2, …). The verify page runs this
 * very function.
 */
export function drawIssue(inputs: LotteryDrawInputs): number[] {
  const stream = createHmacStream(inputs.serverSeed, `${inputs.issueId}:${inputs.beacon}:`);
  return drawNumbers(inputs.kind, stream);
}
