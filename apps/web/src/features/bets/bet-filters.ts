/**
 * The period filter of the betting record and profit and loss. Days are the brand's (the
 * server reads from/to as brand-local days), so "today" is the brand's today, not the
 * browser's.
 */

export const periodPresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** A quick pick, or days the member typed (either end may be open). */
export type PeriodFilter =
  { preset: PeriodPreset } | { preset: 'custom'; from: string; to: string };

export const defaultPeriod: PeriodFilter = { preset: 'last7' };

/** Rounds per page of the betting record. */
export const betsPageSize = 20;

export type PeriodRange =
  { ok: true; from?: string; to?: string } | { ok: false; problem: 'bets:filter.rangeInvalid' };

const dayMs = 24 * 60 * 60 * 1000;

/** yyyy-mm-dd of the brand's calendar day `daysBack` days before `now`. */
export function brandDay(now: number, gmtOffsetMinutes: number, daysBack = 0): string {
  return new Date(now + gmtOffsetMinutes * 60_000 - daysBack * dayMs).toISOString().slice(0, 10);
}

/**
 * The from/to days to ask for: a quick pick counts back from the brand's today, both ends
 * inclusive (the last 7 days are today and the 6 before); typed days may leave an end open
 * and are refused when they end before they start.
 */
export function periodRange(
  filter: PeriodFilter,
  now: number,
  gmtOffsetMinutes: number,
): PeriodRange {
  const day = (back: number) => brandDay(now, gmtOffsetMinutes, back);
  switch (filter.preset) {
    case 'today':
      return { ok: true, from: day(0), to: day(0) };
    case 'yesterday':
      return { ok: true, from: day(1), to: day(1) };
    case 'last7':
      return { ok: true, from: day(6), to: day(0) };
    case 'last30':
      return { ok: true, from: day(29), to: day(0) };
    case 'custom': {
      const from = filter.from || undefined;
      const to = filter.to || undefined;
      if (from && to && from > to) return { ok: false, problem: 'bets:filter.rangeInvalid' };
      return { ok: true, from, to };
    }
    default:
      return filter satisfies never;
  }
}
