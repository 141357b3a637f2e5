/**
 * The book's clock: the jobs (abandoned matches, owed money, closing rounds) and the windows of
 * the trading API read the time here, so tests hold it instead of waiting.
 */
export function createBookClock(): { now: () => Date } {
  return { now: () => new Date() };
}
