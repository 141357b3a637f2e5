import { expandSelection, type LotteryLine, type LotterySelection } from './bet-types.ts';
import { expandDrawSelection } from './draw-bet-types.ts';
import { isDrawLotteryKind, type DrawLotteryKind } from './draw-layouts.ts';
import { drawLineMultiplier, maxDrawLineMultiplier } from './draw-payout.ts';
import { lineMultiplier, maxLineMultiplier, type LotteryOdds } from './line-payout.ts';
import { isLotteryKind, type LotteryKind } from './lottery-draw.ts';

/** Any lottery kind: a fast game drawn in house or an official draw entered by the operator. */
export type AnyLotteryKind = LotteryKind | DrawLotteryKind;

export const isAnyLotteryKind = (value: string): value is AnyLotteryKind =>
  isLotteryKind(value) || isDrawLotteryKind(value);

/** The lines of a selection on any kind. */
export const expandAnySelection = (kind: AnyLotteryKind, selection: LotterySelection) =>
  isDrawLotteryKind(kind) ? expandDrawSelection(kind, selection) : expandSelection(kind, selection);

/** What a line returns per unit of stake for a result, on any kind. */
export const anyLineMultiplier = (
  kind: AnyLotteryKind,
  line: LotteryLine,
  result: readonly number[],
  odds: LotteryOdds,
  drawnSet?: ReadonlySet<number>,
) =>
  isDrawLotteryKind(kind)
    ? drawLineMultiplier(kind, line, result, odds)
    : lineMultiplier(kind, line, result, odds, drawnSet);

/** A line's worst multiplier for the caps, on any kind. */
export const anyMaxLineMultiplier = (kind: AnyLotteryKind, line: LotteryLine, odds: LotteryOdds) =>
  isDrawLotteryKind(kind) ? maxDrawLineMultiplier(kind, line, odds) : maxLineMultiplier(line, odds);
