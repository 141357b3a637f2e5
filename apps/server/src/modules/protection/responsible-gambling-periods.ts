import type { LimitPeriod } from '@lobby/contracts';
import { gmtOffsetMinutes } from '../../platform/time-zone.ts';

/** The calendar date a moment falls on in a time zone, with its weekday (0 = Monday). */
function localDate(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/**
 * The moment local midnight starts on a calendar date in a zone. Day and month may overflow
 * (day 32, month 13): Date.UTC rolls them over. The offset is read twice, so a zone whose
 * offset changes that night still lands on the right instant.
 */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, day);
  const first = wallClock - gmtOffsetMinutes(timeZone, new Date(wallClock)) * 60_000;
  const second = wallClock - gmtOffsetMinutes(timeZone, new Date(first)) * 60_000;
  return new Date(second);
}

/**
 * The period of a deposit limit that `at` falls in, cut in the brand's time zone: the local
 * day, the local week from Monday 00:00 to the next Monday, or the local calendar month.
 */
export function limitPeriodBounds(
  period: LimitPeriod,
  timeZone: string,
  at: Date,
): { start: Date; end: Date } {
  const { year, month, day, weekday } = localDate(at, timeZone);
  switch (period) {
    case 'daily':
      return {
        start: localMidnight(year, month, day, timeZone),
        end: localMidnight(year, month, day + 1, timeZone),
      };
    case 'weekly':
      return {
        start: localMidnight(year, month, day - weekday, timeZone),
        end: localMidnight(year, month, day - weekday + 7, timeZone),
      };
    case 'monthly':
      return {
        start: localMidnight(year, month, 1, timeZone),
        end: localMidnight(year, month + 1, 1, timeZone),
      };
    default:
      return period satisfies never;
  }
}
