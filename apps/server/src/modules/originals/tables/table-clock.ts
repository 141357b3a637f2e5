/** Where the tables read the time: the system clock in production, a hand-driven one in tests. */
export interface TableClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The clock the table module uses. Tests replace this module (vi.mock) with a clock they move
 * by hand, so rounds open, close and settle without anybody sleeping.
 */
export function createTableClock(): TableClock {
  return { now: () => Date.now() };
}
