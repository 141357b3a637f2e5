import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionTypes, type TransactionType } from '@lobby/contracts';
import { useTransactionHistory } from '../api/get-transaction-history.ts';
import {
  dateRangeOf,
  defaultDateFilter,
  recordsPageSize,
  type DateFilter,
} from '../record-filters.ts';
import { detailKeyOf, labelOf, transactionTypeKeys } from '../record-labels.ts';
import { useRecordView } from '../use-record-view.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { RecordsResults } from './records-results.tsx';
import { StatusBadge } from './status-badge.tsx';

type TypeFilter = TransactionType | 'all';

/** Deposits, withdrawals, transfers and adjustments: filtered by type and period, paged. */
export function TransactionsTab({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation('records');
  const view = useRecordView();
  const [type, setType] = useState<TypeFilter>('all');
  const [dates, setDates] = useState<DateFilter>(defaultDateFilter);
  const [pageNo, setPageNo] = useState(1);
  const range = dateRangeOf(dates, now(), view.gmtOffsetMinutes);
  const history = useTransactionHistory(
    {
      type: type === 'all' ? undefined : type,
      from: range.ok ? range.from : undefined,
      to: range.ok ? range.to : undefined,
      pageNo,
      pageSize: recordsPageSize,
      lang: view.language,
    },
    range.ok,
  );

  return (
    <div className="records-tab" data-testid="records-transactions">
      <div className="records-filter" role="group" aria-label={t('filter.label')}>
        <div className="records-filter__field">
          <label htmlFor="records-transaction-type">{t('filter.type')}</label>
          <select
            id="records-transaction-type"
            className="records-filter__input"
            value={type}
            data-testid="transactions-type"
            onChange={(event) => {
              setType(event.target.value as TypeFilter);
              setPageNo(1);
            }}
          >
            {(['all', ...transactionTypes] as const).map((value) => (
              <option key={value} value={value}>
                {t(transactionTypeKeys[value])}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter
          value={dates}
          onChange={(value) => {
            setDates(value);
            setPageNo(1);
          }}
          problem={range.ok ? undefined : range.problem}
          testIdPrefix="transactions"
        />
      </div>
      {range.ok && (
        <RecordsResults
          page={history.data}
          isError={history.isError}
          isFetching={history.isFetching}
          retry={() => void history.refetch()}
          pageNo={pageNo}
          onPageChange={setPageNo}
          testIdPrefix="transactions"
        >
          <table className="records-table" data-testid="transactions-table">
            <thead>
              <tr>
                <th scope="col">{t('column.time')}</th>
                <th scope="col">{t('column.type')}</th>
                <th scope="col" className="records-table__amount">
                  {t('column.amount')}
                </th>
                <th scope="col">{t('column.status')}</th>
                <th scope="col">{t('column.details')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data?.content.map((item) => {
                // the finer kind, unless it only repeats the type (an adjustment's detail is adjustment)
                const detailKey = item.detail === item.type ? undefined : detailKeyOf(item.detail);
                return (
                  <tr key={item.id} data-testid="transactions-row" data-type={item.type}>
                    <td>{view.formatTime(item.createdAt)}</td>
                    <td>
                      {labelOf(transactionTypeKeys, item.type, t)}
                      {detailKey && <span className="records-table__sub">{t(detailKey)}</span>}
                    </td>
                    <td
                      className={`records-table__amount ${
                        item.amount.startsWith('-') ? 'is-debit' : 'is-credit'
                      }`}
                      data-testid="transactions-amount"
                    >
                      {view.formatSigned(item.amount)}
                    </td>
                    <td>
                      <StatusBadge status={item.status} />
                    </td>
                    <td>
                      {item.note}
                      {item.orderNo && (
                        <span className="records-table__sub">
                          {t('orderNo', { orderNo: item.orderNo })}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </RecordsResults>
      )}
    </div>
  );
}
