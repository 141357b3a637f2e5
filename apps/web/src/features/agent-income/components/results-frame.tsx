import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

export interface ResultsFrameProps {
  page?: { totalPages: number; totalElements: number; content: unknown[] };
  isError: boolean;
  isFetching: boolean;
  retry: () => void;
  pageNo: number;
  onPageChange: (page: number) => void;
  testIdPrefix: string;
  /** The table of the answered page (it scrolls sideways inside its frame on a phone). */
  children: ReactNode;
}

/** Loading, failure, "nothing in this period", or the table, the count and the pager. */
export function ResultsFrame(props: ResultsFrameProps) {
  const { page, isError, isFetching, retry, pageNo, onPageChange, testIdPrefix, children } = props;
  const { t } = useTranslation('agent-income');
  if (!page) {
    return (
      <LoadState
        state={isError ? 'error' : 'loading'}
        className="agent-income__state"
        text={isError ? t('loadError') : t('loading')}
        retry={{ label: t('retry'), className: 'ui-action ui-action--medium', onClick: retry }}
      />
    );
  }
  if (page.content.length === 0) {
    return (
      <p
        className="agent-income__state ui-state"
        role="status"
        data-testid={`${testIdPrefix}-empty`}
      >
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="agent-income__results" aria-busy={isFetching || undefined}>
      <div
        className="agent-income__table-wrap"
        role="region"
        tabIndex={0}
        aria-label={t('tableRegion')}
      >
        {children}
      </div>
      <p className="agent-income__total">{t('total', { count: page.totalElements })}</p>
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
