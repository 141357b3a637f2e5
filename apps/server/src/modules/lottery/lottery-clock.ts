/** Where the lottery reads the time: the system clock, or a hand-held one in tests. */
export interface LotteryClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The lottery's clock. Tests replace this module (vi.mock) with a clock they hold, so issues
 * open, close and draw, and a bet can be placed exactly at the cut-off, without sleeping.
 */
export function createLotteryClock(): LotteryClock {
  return { now: () => Date.now() };
}
