import type { RebatePeriodKind } from '@lobby/contracts';
import { localToday } from '../../platform/local-dates.ts';

const dayMs = 86_400_000;
/** Rounds settling at the stroke of midnight are in before a period is cut. */
export const cutoffGraceMs = 5 * 60_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** Local days from..to (inclusive) of a rebate period. */
export interface DayPeriod {
  from: string;
  to: string;
}

/**
 * The last rebate period that ended by `now` in the brand's zone: yesterday for a daily
 * rebate, last Monday–Sunday for a weekly one.
 */
export function lastEndedRebatePeriod(
  kind: RebatePeriodKind,
  timeZone: string,
  now: Date,
): DayPeriod {
  const today = dayNumber(localToday(timeZone, new Date(now.getTime() - cutoffGraceMs)));
  if (kind === 'daily') return { from: dateOf(today - 1), to: dateOf(today - 1) };
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
  const thisMonday = today - ((today + 3) % 7);
  return { from: dateOf(thisMonday - 7), to: dateOf(thisMonday - 1) };
}

/** The last month (yyyy-mm) that ended by `now` in the brand's zone. */
export function lastEndedMonth(timeZone: string, now: Date): string {
  const today = localToday(timeZone, new Date(now.getTime() - cutoffGraceMs));
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  return previous.toISOString().slice(0, 7);
}
