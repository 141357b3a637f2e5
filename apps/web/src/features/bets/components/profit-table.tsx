import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitDay, ProfitFigures } from '@lobby/contracts';
import { gameTypeTitleKeys } from '../../games/index.ts';
import type { BetView } from '../use-bet-view.ts';
import { ResultCell } from './result-cell.tsx';

function FigureCells({ figures, view }: { figures: ProfitFigures; view: BetView }) {
  return (
    <>
      <td className="bets-table__amount">{figures.betCount}</td>
      <td className="bets-table__amount">{view.formatAmount(figures.stake)}</td>
      <td className="bets-table__amount">{view.formatAmount(figures.validBet)}</td>
      <td className="bets-table__amount">{view.formatAmount(figures.payout)}</td>
      <ResultCell amount={figures.profitLoss} format={view.formatSigned} testId="profit-result" />
    </>
  );
}

/** Each day's settled rounds, then the same day split by game type. */
export function ProfitTable({ days, view }: { days: ProfitDay[]; view: BetView }) {
  const { t } = useTranslation('bets');
  return (
    <div className="bets__table-wrap">
      <table className="bets-table" data-testid="profit-table">
        <thead>
          <tr>
            <th scope="col">{t('column.day')}</th>
            <th scope="col" className="bets-table__amount">
              {t('column.betCount')}
            </th>
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
              {t('column.profitLoss')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <Fragment key={day.day}>
              <tr className="bets-table__day" data-testid="profit-day" data-day={day.day}>
                <th scope="row">{view.formatDay(day.day)}</th>
                <FigureCells figures={day} view={view} />
              </tr>
              {day.gameTypes.map((group) => (
                <tr
                  key={group.gameType}
                  className="bets-table__split"
                  data-testid="profit-game-type"
                  data-game-type={group.gameType}
                >
                  <th scope="row">{t(gameTypeTitleKeys[group.gameType])}</th>
                  <FigureCells figures={group} view={view} />
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
