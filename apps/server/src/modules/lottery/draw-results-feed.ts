import type { DrawLotteryKind } from '@lobby/game-math';

/**
 * Where official results can come from besides an operator's hands (docs/lottery.md
 * "Results"): an adapter answers a station's sheet for a local draw date, or null when it has
 * none. A sheet it answers is entered as a pending result like an operator's entry (entered_by
 * null: the feed) and still needs an operator's confirmation before anything settles.
 */
export interface DrawResultsFeed {
  readonly name: string;
  fetchResult(kind: DrawLotteryKind, station: string, drawDate: string): Promise<number[] | null>;
}

/** The embedded default: no feed; every result is entered by an operator (manual entry only). */
export const manualEntryOnly: DrawResultsFeed = {
  name: 'manual',
  fetchResult: () => Promise.resolve(null),
};
