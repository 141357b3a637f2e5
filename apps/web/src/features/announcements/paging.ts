/** §9: the announcement and notice popups show 9 items a page. */
export const popupPageSize = 9;

/** Number of pages for `count` items (at least 1, so an empty list still has a page). */
export function pageCount(count: number, pageSize = popupPageSize): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The 1-based page holding the item at `index` (0-based); out-of-range indexes clamp. */
export function pageOfIndex(index: number, count: number, pageSize = popupPageSize): number {
  if (count <= 0 || !Number.isFinite(index)) return 1;
  const clamped = Math.min(Math.max(0, Math.trunc(index)), count - 1);
  return Math.floor(clamped / pageSize) + 1;
}

/** The items of a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize = popupPageSize): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
