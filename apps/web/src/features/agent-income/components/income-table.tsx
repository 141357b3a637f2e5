import { useTranslation } from 'react-i18next';
import type { AgentIncome } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { periodLabel } from '../period-label.ts';
import { kindKeys } from '../text-keys.ts';

/** Own amount, due to downlines and the remainder per kind and period, with the totals. */
export function IncomeTable({ income }: { income: AgentIncome }) {
  const { t } = useTranslation('agent-income');
  return (
    <table className="agent-income-table" data-testid="agent-income-table">
      <thead>
        <tr>
          <th scope="col">{t('column.period')}</th>
          <th scope="col">{t('column.kind')}</th>
          <th scope="col" className="agent-income-table__amount">
            {t('column.ownAmount')}
          </th>
          <th scope="col" className="agent-income-table__amount">
            {t('column.dueToDownlines')}
          </th>
          <th scope="col" className="agent-income-table__amount">
            {t('column.remainder')}
          </th>
          <th scope="col" className="agent-income-table__amount">
            {t('column.owed')}
          </th>
        </tr>
      </thead>
      <tbody>
        {income.content.map((row) => (
          <tr key={`${row.kind}:${row.localFrom}`} data-testid="agent-income-row">
            <td>{periodLabel(row.localFrom, row.localTo)}</td>
            <td>{t(kindKeys[row.kind])}</td>
            <td className="agent-income-table__amount">{formatAmount(row.ownAmount)}</td>
            <td className="agent-income-table__amount">{formatAmount(row.dueToDownlines)}</td>
            <td className="agent-income-table__amount" data-testid="agent-income-remainder">
              {formatAmount(row.remainder)}
            </td>
            <td className="agent-income-table__amount">{formatAmount(row.ownOwed)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="agent-income-totals">
          <th scope="row" colSpan={2}>
            {t('totals')}
          </th>
          <td className="agent-income-table__amount">{formatAmount(income.totals.ownAmount)}</td>
          <td className="agent-income-table__amount">
            {formatAmount(income.totals.dueToDownlines)}
          </td>
          <td className="agent-income-table__amount">{formatAmount(income.totals.remainder)}</td>
          <td className="agent-income-table__amount">{formatAmount(income.totals.ownOwed)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
