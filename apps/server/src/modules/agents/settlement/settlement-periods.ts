import type { ContractKind, DividendPeriod } from '@lobby/contracts';
import { localDateRange, localToday } from '../../../platform/local-dates.ts';
import { gmtOffsetMinutes } from '../../../platform/time-zone.ts';

/** A settlement period: its instants [start, end) and its local days in the brand's zone. */
export interface SettlementPeriod {
  start: Date;
  end: Date;
  /** yyyy-mm-dd, inclusive; an hour's is the local day it falls in. */
  localFrom: string;
  localTo: string;
  /** Hourly kinds read the hourly statistics, the others the daily ones. */
  grain: 'hour' | 'days';
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The local days from..to (inclusive) as a period of instants in the zone. */
export function daysPeriod(from: string, to: string, timeZone: string): SettlementPeriod {
  const { start, end } = localDateRange({ from, to }, timeZone);
  return { start, end, localFrom: from, localTo: to, grain: 'days' };
}

/** The local hour that starts at `start` (an instant on a local hour boundary). */
export function hourPeriod(start: Date, timeZone: string): SettlementPeriod {
  const day = localToday(timeZone, start);
  return {
    start,
    end: new Date(start.getTime() + hourMs),
    localFrom: day,
    localTo: day,
    grain: 'hour',
  };
}

/** The instant the local hour holding `at` started (zones with half-hour offsets included). */
export function localHourStart(at: Date, timeZone: string): Date {
  const offsetMs = gmtOffsetMinutes(timeZone, at) * 60_000;
  const local = at.getTime() + offsetMs;
  return new Date(Math.floor(local / hourMs) * hourMs - offsetMs);
}

/**
 * The dividend period of a kind holding a local day: semimonthly 1st–15th or 16th–end,
 * weekly Monday–Sunday, monthly 1st–end.
 */
export function dividendPeriodHolding(
  period: DividendPeriod,
  date: string,
  timeZone: string,
): SettlementPeriod {
  const day = dayNumber(date);
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const monthEnd = dateOf(Date.UTC(year, month, 0) / dayMs);
  const monthStart = `${date.slice(0, 8)}01`;
  switch (period) {
    case 'semimonthly':
      return dayOfMonth <= 15
        ? daysPeriod(monthStart, `${date.slice(0, 8)}15`, timeZone)
        : daysPeriod(`${date.slice(0, 8)}16`, monthEnd, timeZone);
    case 'weekly': {
      // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
      const monday = day - ((day + 3) % 7);
      return daysPeriod(dateOf(monday), dateOf(monday + 6), timeZone);
    }
    case 'monthly':
      return daysPeriod(monthStart, monthEnd, timeZone);
    default:
      return period satisfies never;
  }
}

/**
 * The last period of a kind that has ended by `now` (after a short grace, so rounds settling
 * at the stroke of midnight are in): yesterday for the daily salary, the previous hour for
 * the hourly one, the previous dividend period. Real time settles the open hours instead.
 */
export function lastEndedPeriod(
  kind: Exclude<ContractKind, 'realtime_salary'>,
  now: Date,
  timeZone: string,
  dividendPeriod: DividendPeriod = 'semimonthly',
): SettlementPeriod {
  const settledBy = new Date(now.getTime() - graceMs[kind]);
  if (kind === 'hourly_salary') {
    return hourPeriod(new Date(localHourStart(settledBy, timeZone).getTime() - hourMs), timeZone);
  }
  const yesterday = dateOf(dayNumber(localToday(timeZone, settledBy)) - 1);
  if (kind === 'daily_salary') return daysPeriod(yesterday, yesterday, timeZone);
  // the period holding yesterday ended only when yesterday was its last day; else the one before
  const holding = dividendPeriodHolding(dividendPeriod, yesterday, timeZone);
  if (holding.localTo === yesterday) return holding;
  return dividendPeriodHolding(dividendPeriod, dateOf(dayNumber(holding.localFrom) - 1), timeZone);
}

/** The salary period running at `now`: today, or this hour (an early run pays it so far). */
export function openSalaryPeriod(
  kind: 'daily_salary' | 'hourly_salary',
  now: Date,
  timeZone: string,
): SettlementPeriod {
  if (kind === 'hourly_salary') return hourPeriod(localHourStart(now, timeZone), timeZone);
  const today = localToday(timeZone, now);
  return daysPeriod(today, today, timeZone);
}

/** How long after a period ends it is settled. */
const graceMs = {
  daily_salary: 10 * 60_000,
  hourly_salary: 2 * 60_000,
  dividend: 10 * 60_000,
} as const;

/** The real-time salary's hours to settle at `now`: the open hour and the `lookback` before it. */
export function realtimeHours(now: Date, timeZone: string, lookback = 2): SettlementPeriod[] {
  const current = localHourStart(now, timeZone).getTime();
  const hours: SettlementPeriod[] = [];
  for (let back = lookback; back >= 0; back -= 1) {
    hours.push(hourPeriod(new Date(current - back * hourMs), timeZone));
  }
  return hours;
}

/** The period a re-run names: a local day (yyyy-mm-dd) for daily and dividend, an hour's start. */
export function periodOfKind(
  kind: ContractKind,
  date: string,
  hour: number,
  timeZone: string,
  dividendPeriod: DividendPeriod,
): SettlementPeriod {
  if (kind === 'daily_salary') return daysPeriod(date, date, timeZone);
  if (kind === 'dividend') return dividendPeriodHolding(dividendPeriod, date, timeZone);
  const dayStart = daysPeriod(date, date, timeZone).start;
  return hourPeriod(
    localHourStart(new Date(dayStart.getTime() + hour * hourMs), timeZone),
    timeZone,
  );
}
