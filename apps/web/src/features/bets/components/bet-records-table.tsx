import { useTranslation } from 'react-i18next';
import type { BetRecordItem } from '@lobby/contracts';
import { gameTypeTitleKeys } from '../../games/index.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { betStatusKeys, betStatusTones } from '../bet-labels.ts';
import type { BetView } from '../use-bet-view.ts';
import { ResultCell } from './result-cell.tsx';

/** One page of rounds: when, which game, what was staked and paid, and the result. */
export function BetRecordsTable({ rows, view }: { rows: BetRecordItem[]; view: BetView }) {
  const { t } = useTranslation('bets');
  return (
    <div className="bets__table-wrap">
      <table className="bets-table" data-testid="bets-table">
        <thead>
          <tr>
            <th scope="col">{t('column.placedAt')}</th>
            <th scope="col">{t('column.game')}</th>
            <th scope="col">{t('column.gameType')}</th>
            <th scope="col" className="bets-table__amount">
              {t('column.stake')}
            </th>
            <th scope="col" className="bets-table__amount">
              {t('column.validBet')}
            </th>
            <th scope="col" className="bets-table__amount">
              {t('column.payout')}
            </th>
            <th scope="col" className="bets-table__amount">
              {t('column.winLoss')}
            </th>
            <th scope="col">{t('column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="bets-row" data-status={row.status}>
              <td>
                {view.formatTime(row.placedAt)}
                {row.settledAt && (
                  <span className="bets-table__sub">
                    {t('settledAt', { time: view.formatTime(row.settledAt) })}
                  </span>
                )}
              </td>
              <td>
                {row.gameName}
                <span className="bets-table__sub">{row.vendorName}</span>
                <span className="bets-table__sub" data-testid="bets-round">
                  {t('round', { roundId: row.roundId })}
                </span>
              </td>
              <td>{t(gameTypeTitleKeys[row.gameType])}</td>
              <td className="bets-table__amount" data-testid="bets-stake">
                {view.formatAmount(row.stake)}
              </td>
              <td className="bets-table__amount">{view.formatAmount(row.validBet)}</td>
              <td className="bets-table__amount">{view.formatAmount(row.payout)}</td>
              <ResultCell amount={row.winLoss} format={view.formatSigned} testId="bets-win-loss" />
              <td>
                <StatusBadge
                  tone={betStatusTones[row.status]}
                  status={row.status}
                  label={t(betStatusKeys[row.status])}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
