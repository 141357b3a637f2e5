import './pager.css';

/** A pager entry: a page number, or a gap standing for the pages left out. */
export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The entries of a pager (§9: range 5, margin 1): `margin` pages at each end, a window of
 * `range` pages around the current one, gaps for what lies between. A gap that would hide a
 * single page shows that page instead.
 */
export function pagerItems(current: number, total: number, range = 5, margin = 1): PagerItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);

  let start = page - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) [start, end] = [1, range];
  if (end > total) [start, end] = [total - range + 1, total];

  const pages = new Set<number>();
  for (let n = 1; n <= margin; n += 1) pages.add(n);
  for (let n = start; n <= end; n += 1) pages.add(n);
  for (let n = total - margin + 1; n <= total; n += 1) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push(previous < page ? 'gap-start' : 'gap-end');
    items.push(n);
    previous = n;
  }
  return items;
}

export interface PagerLabels {
  /** Name of the pager's navigation landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. "Page 3". */
  page: (page: number) => string;
}

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PagerLabels;
  /** Test ids `<prefix>-<n>`, `<prefix>-prev`, `<prefix>-next` (docs/web-test-ids.md). */
  testIdPrefix?: string;
  /** Pages in the window around the current page, and at each end (§9: 5 and 1). */
  range?: number;
  margin?: number;
}

/** Page numbers with previous/next buttons; nothing when there is a single page. */
export function Pager(props: PagerProps) {
  const { page, totalPages, onChange, labels, testIdPrefix, range = 5, margin = 1 } = props;
  if (totalPages <= 1) return null;
  const testId = (suffix: string | number) =>
    testIdPrefix ? `${testIdPrefix}-${suffix}` : undefined;
  return (
    <nav className="ui-pager" aria-label={labels.navigation}>
      <button
        type="button"
        className="ui-pager__button ui-pager__step"
        aria-label={labels.previous}
        data-testid={testId('prev')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pagerItems(page, totalPages, range, margin).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="ui-pager__button"
            aria-label={labels.page(item)}
            aria-current={item === page ? 'page' : undefined}
            data-testid={testId(item)}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="ui-pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="ui-pager__button ui-pager__step"
        aria-label={labels.next}
        data-testid={testId('next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
