import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/ui/pager.tsx';
import { useBetRecords } from './api/get-bet-records.ts';
import { BetFilterBar } from './components/bet-filter-bar.tsx';
import { BetRecordsTable } from './components/bet-records-table.tsx';
import { BetTotals } from './components/bet-totals.tsx';
import { BetsResults } from './components/bets-results.tsx';
import { useBetFilters } from './use-bet-filters.ts';
import './bets.css';

/**
 * The betting record (/member?page=personalHistoryCopy): the member's game rounds of a
 * period, by game type, vendor and state, with the totals of everything the filter matches.
 */
export function BettingRecordPage({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation('bets');
  const filters = useBetFilters(now);
  const records = useBetRecords(
    { ...filters.params, status: filters.statusParam, ...filters.pageParams },
    filters.range.ok,
  );
  const page = records.data;
  return (
    <section className="bets" data-testid="betting-record-page">
      <h1 className="bets__title">{t('record.title')}</h1>
      <BetFilterBar filters={filters} withStatus />
      {filters.range.ok && (
        <BetsResults
          hasData={page !== undefined}
          isEmpty={page?.content.length === 0}
          isError={records.isError}
          isFetching={records.isFetching}
          retry={() => void records.refetch()}
          emptyTestId="bets-empty"
        >
          {page && (
            <>
              <BetTotals
                figures={{ ...page.totals, result: page.totals.winLoss }}
                unit={page.unit}
                view={filters.view}
                resultLabelKey="column.winLoss"
              />
              <BetRecordsTable rows={page.content} view={filters.view} />
              <Pager
                page={filters.pageNo}
                totalPages={page.totalPages}
                onChange={filters.setPageNo}
                testIdPrefix="bets-page"
                labels={{
                  navigation: t('pager.navigation'),
                  previous: t('pager.previous'),
                  next: t('pager.next'),
                  page: (n) => t('pager.page', { page: n }),
                }}
              />
            </>
          )}
        </BetsResults>
      )}
    </section>
  );
}
