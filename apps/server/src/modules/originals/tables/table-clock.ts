/** Where the tables read the time: the system clock in production, a hand-driven one in tests. */
export interface TableClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The clock the table module uses. API tests pass a clock they move by hand instead
 * (AppDeps.clocks.tables), so rounds open, close and settle without anybody sleeping.
 */
export function createTableClock(): TableClock {
  return { now: () => Date.now() };
}
