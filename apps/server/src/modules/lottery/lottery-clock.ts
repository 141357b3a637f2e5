/** Where the lottery reads the time: the system clock, or a hand-held one in tests. */
export interface LotteryClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The lottery's clock. API tests pass a clock they hold instead (AppDeps.clocks.lottery), so
 * issues open, close and draw, and a bet can be placed exactly at the cut-off, without sleeping.
 * A test server may run it `speed` times faster than the wall clock from its creation (config
 * LOTTERY_CLOCK_SPEED, refused outside NODE_ENV=test): the journeys see real issues open,
 * close, draw and settle in seconds, through the same runner and bets code.
 */
export function createLotteryClock(speed = 1): LotteryClock {
  if (speed === 1) return { now: () => Date.now() };
  const origin = Date.now();
  return { now: () => origin + (Date.now() - origin) * speed };
}
