import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodChoices, type SettlementFilters } from '../use-settlement-filters.ts';
import { periodKeys, rangeProblemKeys, sortKeys } from '../text-keys.ts';

export interface SettlementFiltersProps<Sort extends string> {
  filters: SettlementFilters<Sort>;
  sorts: readonly Sort[];
  /** Downloads the CSV of the same filters. */
  onCsv: () => Promise<void>;
  testIdPrefix: string;
}

/** Period (custom dates), sort, order and the CSV download of a settlement page. */
export function SettlementFiltersBar<Sort extends string>(props: SettlementFiltersProps<Sort>) {
  const { filters, sorts, onCsv, testIdPrefix } = props;
  const { t } = useTranslation('agent-income');
  const [csvFailed, setCsvFailed] = useState(false);
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <div className="agent-income-filter" role="group" aria-label={t('filter.label')}>
      <div className="agent-income-filter__field">
        <label htmlFor={id('period')}>{t('filter.period')}</label>
        <select
          id={id('period')}
          className="agent-income-filter__input"
          value={filters.period}
          data-testid={id('period')}
          onChange={(event) => filters.setPeriod(event.target.value as typeof filters.period)}
        >
          {periodChoices.map((period) => (
            <option key={period} value={period}>
              {t(periodKeys[period])}
            </option>
          ))}
        </select>
      </div>
      {filters.period === 'custom' && (
        <>
          <div className="agent-income-filter__field">
            <label htmlFor={id('from')}>{t('filter.from')}</label>
            <input
              id={id('from')}
              type="date"
              className="agent-income-filter__input"
              value={filters.from}
              data-testid={id('from')}
              onChange={(event) => filters.setFrom(event.target.value)}
            />
          </div>
          <div className="agent-income-filter__field">
            <label htmlFor={id('to')}>{t('filter.to')}</label>
            <input
              id={id('to')}
              type="date"
              className="agent-income-filter__input"
              value={filters.to}
              data-testid={id('to')}
              onChange={(event) => filters.setTo(event.target.value)}
            />
          </div>
        </>
      )}
      <div className="agent-income-filter__field">
        <label htmlFor={id('sort')}>{t('filter.sort')}</label>
        <select
          id={id('sort')}
          className="agent-income-filter__input"
          value={filters.sort}
          data-testid={id('sort')}
          onChange={(event) => filters.setSort(event.target.value as Sort)}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortKeys[sort as keyof typeof sortKeys])}
            </option>
          ))}
        </select>
      </div>
      <div className="agent-income-filter__field">
        <label htmlFor={id('order')}>{t('filter.order')}</label>
        <select
          id={id('order')}
          className="agent-income-filter__input"
          value={filters.order}
          data-testid={id('order')}
          onChange={(event) => filters.setOrder(event.target.value as 'asc' | 'desc')}
        >
          <option value="desc">{t('filter.desc')}</option>
          <option value="asc">{t('filter.asc')}</option>
        </select>
      </div>
      <button
        type="button"
        className="ui-action ui-action--medium"
        data-testid={id('csv')}
        disabled={!filters.range.ok}
        onClick={() => {
          setCsvFailed(false);
          onCsv().catch(() => setCsvFailed(true));
        }}
      >
        {t('filter.csv')}
      </button>
      {!filters.range.ok && (
        <p className="agent-income-filter__error" role="alert" data-testid={id('range-error')}>
          {t(rangeProblemKeys[filters.range.problem])}
        </p>
      )}
      {csvFailed && (
        <p className="agent-income-filter__error" role="alert">
          {t('filter.csvFailed')}
        </p>
      )}
    </div>
  );
}
