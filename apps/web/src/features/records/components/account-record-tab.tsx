import { useTranslation } from 'react-i18next';
import { accountRecordKinds, type AccountRecordItem } from '@lobby/contracts';
import { useAccountRecord } from '../api/get-account-record.ts';
import { accountRecordKindKeys, labelOf } from '../record-labels.ts';
import { useRecordFilters } from '../use-record-filters.ts';
import { RecordsTabFrame, type CodeFilter } from './records-tab-frame.tsx';
import { SignedAmountCell } from './signed-amount-cell.tsx';

const kindFilter: CodeFilter<AccountRecordItem['kind']> = {
  labelKey: 'filter.kind',
  selectId: 'records-account-kind',
  testId: 'account-kind',
  codes: accountRecordKinds,
  keys: accountRecordKindKeys,
};

/** Every movement of the main wallet with its sign and the balance after: by kind and period. */
export function AccountRecordTab({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation('records');
  const filters = useRecordFilters<AccountRecordItem['kind']>(now);
  const { view } = filters;
  const record = useAccountRecord(
    { kind: filters.codeParam, ...filters.pageParams },
    filters.range.ok,
  );

  return (
    <RecordsTabFrame
      filters={filters}
      codeFilter={kindFilter}
      query={record}
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
              <SignedAmountCell
                amount={item.amount}
                format={view.formatSigned}
                testId="account-amount"
              />
              <td className="records-table__amount" data-testid="account-balance-after">
                {view.formatAmount(item.balanceAfter)}
              </td>
              <td>{item.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </RecordsTabFrame>
  );
}
