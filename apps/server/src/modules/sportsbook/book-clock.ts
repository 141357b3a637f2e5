/**
 * The book's clock: the jobs (abandoned matches, owed money, closing rounds) and the windows of
 * the trading API read the time here; API tests pass one they hold (AppDeps.clocks.sportsbook).
 */
export function createBookClock(): { now: () => Date } {
  return { now: () => new Date() };
}
