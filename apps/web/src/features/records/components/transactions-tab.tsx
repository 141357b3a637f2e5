import { useTranslation } from 'react-i18next';
import { transactionTypes, type TransactionType } from '@lobby/contracts';
import { useTransactionHistory } from '../api/get-transaction-history.ts';
import { detailKeyOf, labelOf, statusOf, transactionTypeKeys } from '../record-labels.ts';
import { useRecordFilters } from '../use-record-filters.ts';
import { RecordsTabFrame, type CodeFilter } from './records-tab-frame.tsx';
import { SignedAmountCell } from './signed-amount-cell.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

const typeFilter: CodeFilter<TransactionType> = {
  labelKey: 'filter.type',
  selectId: 'records-transaction-type',
  testId: 'transactions-type',
  codes: transactionTypes,
  keys: transactionTypeKeys,
};

/** Deposits, withdrawals, transfers and adjustments: filtered by type and period, paged. */
export function TransactionsTab({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation('records');
  const filters = useRecordFilters<TransactionType>(now);
  const { view } = filters;
  const history = useTransactionHistory(
    { type: filters.codeParam, ...filters.pageParams },
    filters.range.ok,
  );
  // a status the app does not know yet (a newer server) shows as sent
  const statusLabel = (status: string) => {
    const key = statusOf(status).key;
    return key ? t(key) : status;
  };

  return (
    <RecordsTabFrame
      filters={filters}
      codeFilter={typeFilter}
      query={history}
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
                <SignedAmountCell
                  amount={item.amount}
                  format={view.formatSigned}
                  testId="transactions-amount"
                />
                <td>
                  <StatusBadge
                    tone={statusOf(item.status).tone}
                    status={item.status}
                    label={statusLabel(item.status)}
                  />
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
    </RecordsTabFrame>
  );
}
