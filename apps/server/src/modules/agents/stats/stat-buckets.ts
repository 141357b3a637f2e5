/**
 * Which buckets add up to a range of local days, reading as few rows as possible. The range
 * is cut either by months or by weeks (from Monday), whichever plan reads fewer rows: a span
 * the range covers whole is its one row; a span it covers in part is either its days inside
 * the range, or its span row minus its days outside the range, whichever is fewer rows.
 */
export type StatSpan = 'month' | 'week';
export type StatBucket =
  { kind: StatSpan; starts: string } | { kind: 'days'; from: string; to: string; sign: 1 | -1 };

const dayMs = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
const daysBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / dayMs) + 1);

/** The first and last day (UTC midnights) of the span holding `time`. */
function spanAround(span: StatSpan, time: number): [number, number] {
  const day = new Date(time);
  if (span === 'month')
    return [
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1),
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0),
    ];
  const monday = time - ((day.getUTCDay() + 6) % 7) * dayMs;
  return [monday, monday + 6 * dayMs];
}

/** The range cut by `span`, with the rows per member it reads (a span row or a day row each). */
function planBy(span: StatSpan, from: number, to: number): { buckets: StatBucket[]; rows: number } {
  const buckets: StatBucket[] = [];
  let rows = 0;
  for (let start = from; start <= to;) {
    const [first, last] = spanAround(span, start);
    const end = Math.min(to, last);
    const inside = daysBetween(start, end);
    const before = daysBetween(first, start - dayMs);
    const after = daysBetween(end + dayMs, last);
    if (before + after + 1 < inside) {
      buckets.push({ kind: span, starts: toDate(first) });
      if (before > 0)
        buckets.push({ kind: 'days', from: toDate(first), to: toDate(start - dayMs), sign: -1 });
      if (after > 0)
        buckets.push({ kind: 'days', from: toDate(end + dayMs), to: toDate(last), sign: -1 });
      rows += before + after + 1;
    } else {
      buckets.push({ kind: 'days', from: toDate(start), to: toDate(end), sign: 1 });
      rows += inside;
    }
    start = last + dayMs;
  }
  return { buckets, rows };
}

/** `from` and `to` are yyyy-mm-dd, inclusive. */
export function statBuckets(from: string, to: string): StatBucket[] {
  const byMonth = planBy('month', toTime(from), toTime(to));
  const byWeek = planBy('week', toTime(from), toTime(to));
  return (byWeek.rows < byMonth.rows ? byWeek : byMonth).buckets;
}
