import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

export interface RecordsResultsProps {
  /** The page as answered, undefined while the first one loads or after a failure. */
  page?: { totalPages: number; totalElements: number; content: unknown[] };
  isError: boolean;
  /** A page is being fetched while the previous one stays shown. */
  isFetching: boolean;
  retry: () => void;
  pageNo: number;
  onPageChange: (page: number) => void;
  /** Test ids: `<prefix>-table`, `<prefix>-empty`, `<prefix>-page-<n>` … */
  testIdPrefix: string;
  /** The table of the answered page. */
  children: ReactNode;
  /**
   * The namespace of the texts (loading, loadError, retry, empty, tableRegion, total, pager.*)
   * and the CSS block of the classes: the records' own by default (the agent's income pages
   * pass theirs).
   */
  namespace?: string;
  block?: string;
}

/** Loading, failure, "nothing in this period", or the page's table and the pager. */
export function RecordsResults(props: RecordsResultsProps) {
  const { page, isError, isFetching, retry, pageNo, onPageChange, testIdPrefix, children } = props;
  const block = props.block ?? 'records';
  const { t } = useTranslation(props.namespace ?? 'records');
  if (!page) {
    return (
      <LoadState
        state={isError ? 'error' : 'loading'}
        className={`${block}__state`}
        text={isError ? t('loadError') : t('loading')}
        retry={{ label: t('retry'), className: 'ui-action ui-action--medium', onClick: retry }}
      />
    );
  }
  if (page.content.length === 0) {
    return (
      <p className={`${block}__state ui-state`} role="status" data-testid={`${testIdPrefix}-empty`}>
        {t('empty')}
      </p>
    );
  }
  return (
    <div className={`${block}__results`} aria-busy={isFetching || undefined}>
      {/* a table wider than a phone scrolls sideways: focusable, so a keyboard can scroll it */}
      <div
        className={`${block}__table-wrap`}
        role="region"
        tabIndex={0}
        aria-label={t('tableRegion')}
      >
        {children}
      </div>
      <p className={`${block}__total`}>{t('total', { count: page.totalElements })}</p>
      <Pager
        page={pageNo}
        totalPages={page.totalPages}
        onChange={onPageChange}
        testIdPrefix={`${testIdPrefix}-page`}
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
