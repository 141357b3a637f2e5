/**
 * The date filters of the records pages. Periods are cut in the brand's time zone (the
 * server reads from/to as brand-local days), so "today" is the brand's today, not the
 * browser's.
 */

export const rangePresets = ['today', 'last7', 'last30', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The filter as the member set it; from/to only count for the custom range. */
export interface DateFilter {
  preset: RangePreset;
  from: string;
  to: string;
}

export const defaultDateFilter: DateFilter = { preset: 'last7', from: '', to: '' };

/** Records per page. */
export const recordsPageSize = 20;

export type DateRange =
  { ok: true; from?: string; to?: string } | { ok: false; problem: 'records:filter.rangeInvalid' };

const dayMs = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd of the brand's calendar day `daysBack` days before `now`. */
export function brandDay(now: number, gmtOffsetMinutes: number, daysBack = 0): string {
  return new Date(now + gmtOffsetMinutes * 60_000 - daysBack * dayMs).toISOString().slice(0, 10);
}

/**
 * The from/to days to ask for: a preset counts back from the brand's today (both ends
 * inclusive: the last 7 days are today and the 6 before); a custom range may leave an end
 * open, and is refused when it ends before it starts.
 */
export function dateRangeOf(filter: DateFilter, now: number, gmtOffsetMinutes: number): DateRange {
  const today = brandDay(now, gmtOffsetMinutes);
  switch (filter.preset) {
    case 'today':
      return { ok: true, from: today, to: today };
    case 'last7':
      return { ok: true, from: brandDay(now, gmtOffsetMinutes, 6), to: today };
    case 'last30':
      return { ok: true, from: brandDay(now, gmtOffsetMinutes, 29), to: today };
    case 'custom': {
      const from = filter.from || undefined;
      const to = filter.to || undefined;
      if (from && to && from > to) return { ok: false, problem: 'records:filter.rangeInvalid' };
      return { ok: true, from, to };
    }
    default:
      return filter.preset satisfies never;
  }
}
