import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/ui/load-state.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { translateApiError } from '../../lib/api-error-text.ts';
import { downloadTeamTransactionsCsv, useTeamTransactions } from './api/get-team-transactions.ts';
import { TeamTransactionFilterBar } from './components/team-transaction-filter-bar.tsx';
import { TeamTransactionList } from './components/team-transaction-list.tsx';
import { useTeamTransactionFilters } from './use-team-transaction-filters.ts';
import './agent-transactions.css';

/**
 * Team transactions (agentDownlineTransactionDetailsCopy, §2.6): the deposits, withdrawals,
 * transfers, adjustments and red envelopes of everyone below the agent, by period in the
 * brand's time zone, type and account, sorted, paged, and as CSV.
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation('agent-transactions');
  const filters = useTeamTransactionFilters();
  const report = useTeamTransactions(filters.query, filters.rangeOk);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExportError(null);
    try {
      await downloadTeamTransactionsCsv(filters.query);
    } catch (error) {
      setExportError(translateApiError(error, t));
    }
  };

  let body;
  if (report.isError) {
    body = (
      <p className="team-tx__error" role="alert" data-testid="team-tx-error">
        {translateApiError(report.error, t)}
      </p>
    );
  } else if (!report.data) {
    body = <LoadState state="loading" className="team-tx__state" text={t('loading')} />;
  } else if (report.data.content.length === 0) {
    body = (
      <p className="team-tx__state" data-testid="team-tx-empty">
        {t('empty')}
      </p>
    );
  } else {
    body = <TeamTransactionList rows={report.data.content} />;
  }

  return (
    <section className="team-tx" data-testid="team-transactions-page">
      <h1 className="team-tx__title">{t('teamTitle')}</h1>
      <TeamTransactionFilterBar filters={filters} />
      <div className="team-tx__summary">
        {report.data && (
          <span data-testid="team-tx-total">
            {t('total', {
              count: report.data.totalElements,
              from: report.data.range.from,
              to: report.data.range.to,
            })}
          </span>
        )}
        <button
          type="button"
          className="ui-action ui-action--small"
          data-testid="team-tx-csv"
          onClick={() => void exportCsv()}
        >
          {t('csv')}
        </button>
      </div>
      {exportError && (
        <p className="team-tx__error" role="alert">
          {exportError}
        </p>
      )}
      {body}
      <Pager
        page={filters.values.page}
        totalPages={report.data?.totalPages ?? 0}
        onChange={filters.setPage}
        testIdPrefix="team-tx-page"
        labels={{
          navigation: t('pager.navigation'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (page) => t('pager.page', { page }),
        }}
      />
    </section>
  );
}
