import { useTranslation } from 'react-i18next';
import type { SettlementRecords } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { periodLabel } from '../period-label.ts';
import { stateKeys } from '../text-keys.ts';

/** One kind's settlement items: the team's figures, the rung's rate, amount, paid and state. */
export function SettlementTable(props: { records: SettlementRecords; showsHolder: boolean }) {
  const { records, showsHolder } = props;
  const { t } = useTranslation('agent-income');
  const isDividend = records.content[0]?.kind === 'dividend';
  return (
    <table className="agent-income-table" data-testid="settlement-table">
      <thead>
        <tr>
          <th scope="col">{t('column.period')}</th>
          {showsHolder && <th scope="col">{t('column.holder')}</th>}
          <th scope="col" className="agent-income-table__amount">
            {t('column.teamValidBet')}
          </th>
          {isDividend && (
            <>
              <th scope="col" className="agent-income-table__amount">
                {t('column.teamNetLoss')}
              </th>
              <th scope="col" className="agent-income-table__amount">
                {t('column.activeMembers')}
              </th>
            </>
          )}
          <th scope="col" className="agent-income-table__amount">
            {t('column.rate')}
          </th>
          <th scope="col" className="agent-income-table__amount">
            {t('column.amount')}
          </th>
          <th scope="col">{t('column.state')}</th>
        </tr>
      </thead>
      <tbody>
        {records.content.map((item) => (
          <tr key={item.id} data-testid="settlement-row">
            <td>{periodLabel(item.localFrom, item.localTo)}</td>
            {showsHolder && <td>{item.holder}</td>}
            <td className="agent-income-table__amount">{formatAmount(item.teamValidBet)}</td>
            {isDividend && (
              <>
                <td className="agent-income-table__amount">{formatAmount(item.teamNetLoss)}</td>
                <td className="agent-income-table__amount">{item.activeMembers}</td>
              </>
            )}
            <td className="agent-income-table__amount">{item.rate}</td>
            <td className="agent-income-table__amount" data-testid="settlement-amount">
              {formatAmount(item.amount)}
            </td>
            <td>
              {t(stateKeys[item.state])}
              {item.state === 'owed' && (
                <span className="agent-income-table__sub">
                  {t('owedAmount', { amount: formatAmount(item.owed) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="settlement-totals">
          <th scope="row" colSpan={showsHolder ? 2 : 1}>
            {t('totals')}
          </th>
          <td colSpan={isDividend ? 4 : 2} className="agent-income-table__amount">
            {formatAmount(records.totals.amount)}
          </td>
          <td>{t('owedAmount', { amount: formatAmount(records.totals.owed) })}</td>
        </tr>
      </tfoot>
    </table>
  );
}
