import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordFilters } from '../use-record-filters.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { RecordsResults, type RecordsResultsProps } from './records-results.tsx';

/** The code filter of a tab: its label's text key, the codes after "all" and their text keys. */
export interface CodeFilter<Code extends string> {
  labelKey: string;
  selectId: string;
  testId: string;
  codes: readonly Code[];
  keys: Record<Code | 'all', string>;
}

export interface RecordsTabFrameProps<Code extends string> {
  filters: RecordFilters<Code>;
  codeFilter: CodeFilter<Code>;
  /** The page query of the tab. */
  query: {
    data?: RecordsResultsProps['page'];
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** Test ids: the tab `records-<prefix>`, `<prefix>-range`, `<prefix>-empty` … */
  testIdPrefix: string;
  /** The table of the answered page. */
  children: ReactNode;
}

/** A records tab: the code and period filters, then the page's results (none for a bad range). */
export function RecordsTabFrame<Code extends string>(props: RecordsTabFrameProps<Code>) {
  const { filters, codeFilter, query, testIdPrefix, children } = props;
  const { t } = useTranslation('records');
  const { range } = filters;
  return (
    <div className="records-tab" data-testid={`records-${testIdPrefix}`}>
      <div className="records-filter" role="group" aria-label={t('filter.label')}>
        <div className="records-filter__field">
          <label htmlFor={codeFilter.selectId}>{t(codeFilter.labelKey)}</label>
          <select
            id={codeFilter.selectId}
            className="records-filter__input"
            value={filters.code}
            data-testid={codeFilter.testId}
            onChange={(event) => filters.chooseCode(event.target.value as Code | 'all')}
          >
            {(['all', ...codeFilter.codes] as const).map((value) => (
              <option key={value} value={value}>
                {t(codeFilter.keys[value])}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter
          value={filters.dates}
          onChange={filters.chooseDates}
          problem={range.ok ? undefined : range.problem}
          testIdPrefix={testIdPrefix}
        />
      </div>
      {range.ok && (
        <RecordsResults
          page={query.data}
          isError={query.isError}
          isFetching={query.isFetching}
          retry={() => void query.refetch()}
          pageNo={filters.pageNo}
          onPageChange={filters.setPageNo}
          testIdPrefix={testIdPrefix}
        >
          {children}
        </RecordsResults>
      )}
    </div>
  );
}
