import { useTranslation } from 'react-i18next';
import { useProfitReport } from './api/get-profit-report.ts';
import { BetFilterBar } from './components/bet-filter-bar.tsx';
import { BetTotals } from './components/bet-totals.tsx';
import { BetsResults } from './components/bets-results.tsx';
import { ProfitTable } from './components/profit-table.tsx';
import { useBetFilters } from './use-bet-filters.ts';
import './bets.css';

/**
 * Profit and loss (/member?page=personalProfit): the settled rounds of a period per day and
 * game type (by the day they settled), with the grand totals; a win shows as a profit.
 */
export function ProfitLossPage({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation('bets');
  const filters = useBetFilters(now);
  const report = useProfitReport(filters.params, filters.range.ok);
  const value = report.data;
  return (
    <section className="bets" data-testid="profit-loss-page">
      <h1 className="bets__title">{t('profit.title')}</h1>
      <p className="bets__note">{t('profit.note')}</p>
      <BetFilterBar filters={filters} withStatus={false} />
      {filters.range.ok && (
        <BetsResults
          hasData={value !== undefined}
          isEmpty={value?.days.length === 0}
          isError={report.isError}
          isFetching={report.isFetching}
          retry={() => void report.refetch()}
          emptyTestId="profit-empty"
        >
          {value && (
            <>
              <BetTotals
                figures={{ ...value.totals, result: value.totals.profitLoss }}
                unit={value.unit}
                view={filters.view}
                resultLabelKey="column.profitLoss"
              />
              <ProfitTable days={value.days} view={filters.view} />
            </>
          )}
        </BetsResults>
      )}
    </section>
  );
}
