import { useTranslation } from 'react-i18next';
import { agentIncomeSorts, settlementPaths } from '@lobby/contracts';
import { downloadCsv } from './api/download-csv.ts';
import { useAgentIncome } from './api/get-agent-income.ts';
import { RecordsResults } from '../records/index.ts';
import { SettlementFiltersBar } from './components/settlement-filters.tsx';
import { IncomeTable } from './components/income-table.tsx';
import { useSettlementFilters } from './use-settlement-filters.ts';
import './agent-income.css';
import { titleKeys } from './text-keys.ts';

const pageSize = 20;

/**
 * Own income (agentRevenueReport, §2.6): per kind and period what the agent's contracts
 * earned, what it owes its direct downlines, and the remainder (its level difference), in
 * the brand's time zone, paged and sorted, with a CSV export.
 */
export function AgentIncomePage() {
  const { t } = useTranslation('agent-income');
  const filters = useSettlementFilters<(typeof agentIncomeSorts)[number]>('periodStart');
  const params = { ...filters.query, pageNo: filters.pageNo, pageSize };
  const income = useAgentIncome(params, filters.range.ok);
  return (
    <section className="agent-income" data-testid="agent-income-page">
      <h1 className="agent-income__title">{t(titleKeys.income)}</h1>
      <SettlementFiltersBar
        filters={filters}
        sorts={agentIncomeSorts}
        testIdPrefix="agent-income"
        onCsv={() => downloadCsv(settlementPaths.incomeCsv, filters.query, 'income.csv')}
      />
      {filters.range.ok && (
        <RecordsResults
          namespace="agent-income"
          block="agent-income"
          page={income.data}
          isError={income.isError}
          isFetching={income.isFetching}
          retry={() => void income.refetch()}
          pageNo={filters.pageNo}
          onPageChange={filters.setPageNo}
          testIdPrefix="agent-income"
        >
          {income.data && <IncomeTable income={income.data} />}
        </RecordsResults>
      )}
    </section>
  );
}
