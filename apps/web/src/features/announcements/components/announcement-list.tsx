import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@lobby/contracts';
import { Pager } from '../../../components/ui/pager.tsx';
import { pageCount, pageItems, pageOfIndex, popupPageSize } from '../paging.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import './announcement-list.css';

export interface PagedAnnouncementListProps {
  items: readonly Announcement[];
  /** Item to open at (0-based): its page is shown, it is expanded, highlighted, scrolled to. */
  startIndex?: number;
  /** Test id of each visible item. */
  itemTestId?: string;
  /** Prefix of the pager's test ids (`<prefix>-<n>`, `-prev`, `-next`). */
  pagerTestIdPrefix: string;
  /** Extra buttons under an expanded item (the go-to-promotion button). */
  renderActions?: (item: Announcement) => ReactNode;
}

/** A list of announcements 9 to a page (§2.4), each expandable to its content. */
export function PagedAnnouncementList(props: PagedAnnouncementListProps) {
  const { items, startIndex, itemTestId, pagerTestIdPrefix, renderActions } = props;
  const { t, i18n } = useTranslation('announcements');
  const start = startIndex ?? 0;
  const startItem = items[Math.min(Math.max(0, start), items.length - 1)];
  const [page, setPage] = useState(() => pageOfIndex(start, items.length));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(startItem ? [startItem.id] : []),
  );
  const highlightedId = startIndex === undefined ? undefined : startItem?.id;
  const highlightedRef = useRef<HTMLLIElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const baseId = useId();
  const totalPages = pageCount(items.length);
  const visible = pageItems(items, Math.min(page, totalPages));
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do
    highlightedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const changePage = (next: number) => {
    setPage(next);
    listRef.current?.scrollTo?.({ top: 0 });
  };

  return (
    <div className="announcement-list">
      <ol ref={listRef} className="announcement-list__items" start={(page - 1) * popupPageSize + 1}>
        {visible.map((item) => {
          const isExpanded = expanded.has(item.id);
          const isHighlighted = item.id === highlightedId;
          const panelId = `${baseId}-${item.id}`;
          const published = new Date(item.publishedAt);
          return (
            <li
              key={item.id}
              ref={isHighlighted ? highlightedRef : undefined}
              className={`announcement-list__item${isHighlighted ? ' is-highlighted' : ''}`}
              data-testid={itemTestId}
            >
              <h3 className="announcement-list__heading">
                <button
                  type="button"
                  className="announcement-list__toggle"
                  aria-expanded={isExpanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                >
                  <span className="announcement-list__title">{item.title}</span>
                  {!Number.isNaN(published.getTime()) && (
                    <time className="announcement-list__date" dateTime={item.publishedAt}>
                      {dateFormat.format(published)}
                    </time>
                  )}
                  <span className="announcement-list__chevron" aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} className="announcement-list__panel" hidden={!isExpanded}>
                {/* The server sanitises announcement HTML (isomorphic-dompurify) before it is
                    stored and served; that is the only reason it may be rendered as HTML. */}
                <div
                  className="announcement-list__content"
                  dangerouslySetInnerHTML={{ __html: item.content }}
                />
                {renderActions?.(item)}
              </div>
            </li>
          );
        })}
      </ol>
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={changePage}
        testIdPrefix={pagerTestIdPrefix}
        labels={{
          navigation: t('pager.navigation'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (n) => t('pager.page', { page: n }),
        }}
      />
    </div>
  );
}
