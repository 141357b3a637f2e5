import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPeriods, transactionTypes } from '@lobby/contracts';
import { labelOf, transactionTypeKeys } from '../../records/index.ts';
import {
  periodKeys,
  sortKeys,
  type SortChoice,
  type TeamTransactionFilters,
} from '../use-team-transaction-filters.ts';

/** Period (with dates for a custom range), type, account and order of the team transactions. */
export function TeamTransactionFilterBar({ filters }: { filters: TeamTransactionFilters }) {
  const { t } = useTranslation('agent-transactions');
  // the type labels are the records' own
  const { t: recordText } = useTranslation('records');
  const { values } = filters;
  const [account, setAccount] = useState(values.account);
  const search = (event: FormEvent) => {
    event.preventDefault();
    filters.setAccount(account.trim());
  };
  return (
    <form className="team-tx__filters" role="search" onSubmit={search}>
      <label className="team-tx__field">
        <span>{t('filter.period')}</span>
        <select
          value={values.period}
          data-testid="team-tx-period"
          onChange={(event) => filters.setPeriod(event.target.value as typeof values.period)}
        >
          {reportPeriods.map((period) => (
            <option key={period} value={period}>
              {t(periodKeys[period])}
            </option>
          ))}
        </select>
      </label>
      {values.period === 'custom' && (
        <>
          <label className="team-tx__field">
            <span>{t('filter.from')}</span>
            <input
              type="date"
              value={values.from}
              data-testid="team-tx-from"
              onChange={(event) => filters.setFrom(event.target.value)}
            />
          </label>
          <label className="team-tx__field">
            <span>{t('filter.to')}</span>
            <input
              type="date"
              value={values.to}
              data-testid="team-tx-to"
              onChange={(event) => filters.setTo(event.target.value)}
            />
          </label>
        </>
      )}
      <label className="team-tx__field">
        <span>{t('filter.type')}</span>
        <select
          value={values.type}
          data-testid="team-tx-type"
          onChange={(event) => filters.setType(event.target.value as typeof values.type)}
        >
          <option value="">{labelOf(transactionTypeKeys, 'all', recordText)}</option>
          {transactionTypes.map((type) => (
            <option key={type} value={type}>
              {labelOf(transactionTypeKeys, type, recordText)}
            </option>
          ))}
        </select>
      </label>
      <label className="team-tx__field">
        <span>{t('filter.sort')}</span>
        <select
          value={values.sort}
          data-testid="team-tx-sort"
          onChange={(event) => filters.setSort(event.target.value as SortChoice)}
        >
          {(Object.keys(sortKeys) as SortChoice[]).map((choice) => (
            <option key={choice} value={choice}>
              {t(sortKeys[choice])}
            </option>
          ))}
        </select>
      </label>
      <label className="team-tx__field">
        <span>{t('filter.account')}</span>
        <input
          value={account}
          maxLength={32}
          autoComplete="off"
          data-testid="team-tx-account"
          onChange={(event) => setAccount(event.target.value)}
        />
      </label>
      <button type="submit" className="ui-action ui-action--medium" data-testid="team-tx-search">
        {t('filter.search')}
      </button>
      {!filters.rangeOk && (
        <p className="team-tx__error" role="alert" data-testid="team-tx-range-invalid">
          {t('filter.rangeInvalid')}
        </p>
      )}
    </form>
  );
}
