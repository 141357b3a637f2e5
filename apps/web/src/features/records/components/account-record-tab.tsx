import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRecordKinds, type AccountRecordItem } from '@lobby/contracts';
import { useAccountRecord } from '../api/get-account-record.ts';
import {
  dateRangeOf,
  defaultDateFilter,
  recordsPageSize,
  type DateFilter,
} from '../record-filters.ts';
import { accountRecordKindKeys, labelOf } from '../record-labels.ts';
import { useRecordView } from '../use-record-view.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { RecordsResults } from './records-results.tsx';

type KindFilter = AccountRecordItem['kind'] | 'all';

/** Every movement of the main wallet with its sign and the balance after: by kind and period. */
export function AccountRecordTab({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation('records');
  const view = useRecordView();
  const [kind, setKind] = useState<KindFilter>('all');
  const [dates, setDates] = useState<DateFilter>(defaultDateFilter);
  const [pageNo, setPageNo] = useState(1);
  const range = dateRangeOf(dates, now(), view.gmtOffsetMinutes);
  const record = useAccountRecord(
    {
      kind: kind === 'all' ? undefined : kind,
      from: range.ok ? range.from : undefined,
      to: range.ok ? range.to : undefined,
      pageNo,
      pageSize: recordsPageSize,
      lang: view.language,
    },
    range.ok,
  );

  return (
    <div className="records-tab" data-testid="records-account">
      <div className="records-filter" role="group" aria-label={t('filter.label')}>
        <div className="records-filter__field">
          <label htmlFor="records-account-kind">{t('filter.kind')}</label>
          <select
            id="records-account-kind"
            className="records-filter__input"
            value={kind}
            data-testid="account-kind"
            onChange={(event) => {
              setKind(event.target.value as KindFilter);
              setPageNo(1);
            }}
          >
            {(['all', ...accountRecordKinds] as const).map((value) => (
              <option key={value} value={value}>
                {t(accountRecordKindKeys[value])}
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
          testIdPrefix="account"
        />
      </div>
      {range.ok && (
        <RecordsResults
          page={record.data}
          isError={record.isError}
          isFetching={record.isFetching}
          retry={() => void record.refetch()}
          pageNo={pageNo}
          onPageChange={setPageNo}
          testIdPrefix="account"
        >
          <table className="records-table" data-testid="account-table">
            <thead>
              <tr>
                <th scope="col">{t('column.time')}</th>
                <th scope="col">{t('column.kind')}</th>
                <th scope="col" className="records-table__amount">
                  {t('column.amount')}
                </th>
                <th scope="col" className="records-table__amount">
                  {t('column.balanceAfter')}
                </th>
                <th scope="col">{t('column.details')}</th>
              </tr>
            </thead>
            <tbody>
              {record.data?.content.map((item) => (
                <tr key={item.id} data-testid="account-row" data-kind={item.kind}>
                  <td>{view.formatTime(item.createdAt)}</td>
                  <td>{labelOf(accountRecordKindKeys, item.kind, t)}</td>
                  <td
                    className={`records-table__amount ${
                      item.amount.startsWith('-') ? 'is-debit' : 'is-credit'
                    }`}
                    data-testid="account-amount"
                  >
                    {view.formatSigned(item.amount)}
                  </td>
                  <td className="records-table__amount" data-testid="account-balance-after">
                    {view.formatAmount(item.balanceAfter)}
                  </td>
                  <td>{item.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RecordsResults>
      )}
    </div>
  );
}
