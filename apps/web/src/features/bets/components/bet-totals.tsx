import { useTranslation } from 'react-i18next';
import type { BetView } from '../use-bet-view.ts';
import { resultTone } from '../bet-labels.ts';

export interface TotalsFigures {
  betCount: number;
  stake: string;
  validBet: string;
  payout: string;
  /** Win/loss (betting record) or profit/loss (profit and loss). */
  result: string;
}

/** The sums over everything the filter matches, not only the page shown. */
export function BetTotals(props: {
  figures: TotalsFigures;
  unit: string;
  view: BetView;
  resultLabelKey: string;
}) {
  const { figures, unit, view, resultLabelKey } = props;
  const { t } = useTranslation('bets');
  const items = [
    { key: 'count', label: t('totals.count'), value: String(figures.betCount) },
    { key: 'stake', label: t('column.stake'), value: view.formatAmount(figures.stake) },
    { key: 'valid-bet', label: t('column.validBet'), value: view.formatAmount(figures.validBet) },
    { key: 'payout', label: t('column.payout'), value: view.formatAmount(figures.payout) },
  ];
  return (
    <section className="bets-totals" aria-label={t('totals.label')} data-testid="bets-totals">
      <h2 className="bets-totals__title">{t('totals.title', { unit })}</h2>
      <dl className="bets-totals__list">
        {items.map((item) => (
          <div key={item.key} className="bets-totals__item">
            <dt>{item.label}</dt>
            <dd data-testid={`bets-total-${item.key}`}>{item.value}</dd>
          </div>
        ))}
        <div className="bets-totals__item">
          <dt>{t(resultLabelKey)}</dt>
          <dd className={resultTone(figures.result)} data-testid="bets-total-result">
            {view.formatSigned(figures.result)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
