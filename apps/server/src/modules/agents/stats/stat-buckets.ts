/**
 * Which buckets add up to a range of local days, reading as few rows as possible: a month the
 * range covers whole is its monthly row; a month it covers in part is either its days inside
 * the range, or its monthly row minus its days outside the range, whichever is fewer rows.
 */
export type StatBucket =
  { kind: 'month'; month: string } | { kind: 'days'; from: string; to: string; sign: 1 | -1 };

const dayMs = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
const daysBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / dayMs) + 1);

/** `from` and `to` are yyyy-mm-dd, inclusive. */
export function statBuckets(from: string, to: string): StatBucket[] {
  const buckets: StatBucket[] = [];
  const end = toTime(to);
  let start = toTime(from);
  while (start <= end) {
    const day = new Date(start);
    const monthStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1);
    const monthEnd = Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0);
    const last = Math.min(end, monthEnd);
    const inside = daysBetween(start, last);
    const before = daysBetween(monthStart, start - dayMs);
    const after = daysBetween(last + dayMs, monthEnd);
    if (before + after + 1 < inside) {
      buckets.push({ kind: 'month', month: toDate(monthStart) });
      if (before > 0)
        buckets.push({
          kind: 'days',
          from: toDate(monthStart),
          to: toDate(start - dayMs),
          sign: -1,
        });
      if (after > 0)
        buckets.push({ kind: 'days', from: toDate(last + dayMs), to: toDate(monthEnd), sign: -1 });
    } else {
      buckets.push({ kind: 'days', from: toDate(start), to: toDate(last), sign: 1 });
    }
    start = monthEnd + dayMs;
  }
  return buckets;
}
