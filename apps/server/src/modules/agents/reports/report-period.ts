import type { ReportPeriod, ReportRange } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { localToday } from '../../../platform/local-dates.ts';

const dayMs = 86_400_000;
/** The longest custom range: a quarter, so one report never reads more than ~93 days. */
export const maxReportDays = 93;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

function refuse(field: string, message: string): AppError {
  return new AppError('validation_failed', {
    fields: [{ field: `querystring.${field}`, messageKey: 'err_field_invalid', message }],
  });
}

/** A real calendar day (2026-02-30 is not one). */
function checkedDay(date: string | undefined, field: string): number {
  if (date === undefined) throw refuse(field, 'A custom period needs both dates');
  const day = dayNumber(date);
  if (!Number.isFinite(day) || dateOf(day) !== date) throw refuse(field, 'No such date');
  return day;
}

/**
 * The local days a report period covers in the brand's time zone: today, yesterday, this week
 * (Monday to today), this month (the 1st to today) or a custom inclusive range.
 */
export function reportRange(
  input: { period: ReportPeriod; from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date = new Date(),
): ReportRange {
  const today = dayNumber(localToday(timeZone, now));
  const range = (from: number, to: number) => ({ from: dateOf(from), to: dateOf(to), timeZone });
  switch (input.period) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today - 1, today - 1);
    case 'thisWeek':
      // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
      return range(today - ((today + 3) % 7), today);
    case 'thisMonth':
      return range(dayNumber(`${dateOf(today).slice(0, 8)}01`), today);
    case 'custom': {
      const from = checkedDay(input.from, 'from');
      const to = checkedDay(input.to, 'to');
      if (from > to) throw refuse('from', 'From is after to');
      if (to - from + 1 > maxReportDays) throw refuse('to', `At most ${maxReportDays} days`);
      return range(from, to);
    }
    default:
      return input.period satisfies never;
  }
}
