import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementPaths, type ContractKind } from '@lobby/contracts';
import { downloadCsv } from './api/download-csv.ts';
import { useSettlementRecords } from './api/get-settlement-records.ts';
import { RecordsResults } from '../records/index.ts';
import { SettlementFiltersBar } from './components/settlement-filters.tsx';
import { SettlementTable } from './components/settlement-table.tsx';
import { useSettlementFilters } from './use-settlement-filters.ts';
import './agent-income.css';
import { scopeKeys, titleKeys } from './text-keys.ts';

const pageSize = 20;
const recordSorts = ['periodStart', 'amount'] as const;
type Scope = 'own' | 'downlines';

/**
 * One contract kind's settlement records (§2.6 agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): the agent's own items, or those it pays its direct
 * downlines. The shell shows each page only when the brand has the kind on.
 */
export function SettlementRecordsPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent-income');
  const [scope, setScope] = useState<Scope>('own');
  const filters = useSettlementFilters<(typeof recordSorts)[number]>('periodStart');
  const query = { kind, scope, ...filters.query };
  const records = useSettlementRecords(
    { ...query, pageNo: filters.pageNo, pageSize },
    filters.range.ok,
  );
  return (
    <section className="agent-income" data-testid={`settlement-page-${kind}`}>
      <h1 className="agent-income__title">{t(titleKeys[kind])}</h1>
      <div className="agent-income__scopes" role="group" aria-label={t('scope.label')}>
        {(['own', 'downlines'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className="agent-income__scope"
            aria-pressed={scope === value}
            data-testid={`settlement-scope-${value}`}
            onClick={() => {
              setScope(value);
              filters.setPageNo(1);
            }}
          >
            {t(scopeKeys[value])}
          </button>
        ))}
      </div>
      <SettlementFiltersBar
        filters={filters}
        sorts={recordSorts}
        testIdPrefix="settlement"
        onCsv={() => downloadCsv(settlementPaths.recordsCsv, query, `${kind}.csv`)}
      />
      {filters.range.ok && (
        <RecordsResults
          namespace="agent-income"
          block="agent-income"
          page={records.data}
          isError={records.isError}
          isFetching={records.isFetching}
          retry={() => void records.refetch()}
          pageNo={filters.pageNo}
          onPageChange={filters.setPageNo}
          testIdPrefix="settlement"
        >
          {records.data && (
            <SettlementTable records={records.data} showsHolder={scope === 'downlines'} />
          )}
        </RecordsResults>
      )}
    </section>
  );
}

/** Dividend records (agentDividendRecordCopy2). */
export const DividendRecordsPage = () => <SettlementRecordsPage kind="dividend" />;
/** Daily salary (agentDailyWages2). */
export const DailySalaryPage = () => <SettlementRecordsPage kind="daily_salary" />;
/** Hourly salary (agentHourSalary). */
export const HourlySalaryPage = () => <SettlementRecordsPage kind="hourly_salary" />;
/** Real-time salary (agentRealtimeSalary). */
export const RealtimeSalaryPage = () => <SettlementRecordsPage kind="realtime_salary" />;
