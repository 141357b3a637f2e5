import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamFigures, TeamMembersReport, TeamMemberSort } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { formatAmount } from '../../../lib/format.ts';
import { fetchTeamCsv, saveFile } from '../api/download-team-csv.ts';
import type { TeamReportKind, TeamReportParams } from '../api/team-report-query.ts';
import { useSubTeam } from '../sub-team-report.ts';
import { useDebouncedText } from '../use-debounced-text.ts';
import { AgentPager } from './agent-pager.tsx';
import { PageStatus } from './page-status.tsx';
import { isPeriodComplete, PeriodPicker, periodQuery, type PeriodValue } from './period-picker.tsx';

type Column = keyof TeamFigures;

/** The figures each report shows, in order, and what it sorts by. */
const columnsOf: Record<TeamReportKind, Column[]> = {
  betting: ['betCount', 'betAmount', 'validBet', 'payout', 'profitLoss'],
  profitLoss: ['validBet', 'profitLoss', 'depositAmount', 'withdrawalAmount'],
};
const sortsOf: Record<TeamReportKind, TeamMemberSort[]> = {
  betting: ['validBet', 'betAmount', 'payout', 'profitLoss', 'betCount', 'account'],
  profitLoss: ['profitLoss', 'validBet', 'depositAmount', 'withdrawalAmount', 'account'],
};
const figureKeys: Record<TeamMemberSort | Column, string> = {
  betCount: 'figures.betCount',
  betAmount: 'figures.betAmount',
  validBet: 'figures.validBet',
  payout: 'figures.payout',
  profitLoss: 'figures.profitLoss',
  depositCount: 'figures.depositCount',
  depositAmount: 'figures.depositAmount',
  withdrawalCount: 'figures.withdrawalCount',
  withdrawalAmount: 'figures.withdrawalAmount',
  account: 'figures.account',
};
const countColumns: ReadonlySet<Column> = new Set(['betCount', 'depositCount', 'withdrawalCount']);

function cell(figures: TeamFigures, column: Column): string {
  const value = figures[column];
  return countColumns.has(column) ? String(value) : formatAmount(String(value));
}

export interface TeamReportProps {
  kind: TeamReportKind;
  /** Test id of the page and the title's key. */
  pageId: string;
  titleKey: string;
  /** The report's query hook; idle while `enabled` is false (a custom range not complete). */
  useReport: (
    params: TeamReportParams,
    enabled: boolean,
  ) => {
    data?: TeamMembersReport;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}

/**
 * A per-member team report (team betting, user profit and loss): period, account filter,
 * sort and order, one row per downline with activity, the totals over every matching row,
 * paging, and the same query as a CSV file.
 */
export function TeamReport({ kind, pageId, titleKey, useReport }: TeamReportProps) {
  const { t } = useTranslation('agents');
  const [period, setPeriod] = useState<PeriodValue>({ period: 'today', from: '', to: '' });
  const [accountText, setAccountText] = useState('');
  const [sort, setSort] = useState<TeamMemberSort>(sortsOf[kind][0]!);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [pageNo, setPageNo] = useState(1);
  const [csvFailure, setCsvFailure] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const account = useDebouncedText(accountText.trim(), 300);
  // a sub-agent's team, opened from downline management (the server checks it is in the team)
  const subTeam = useSubTeam();
  const { pathname } = useLocation();
  const params: TeamReportParams = {
    ...periodQuery(period),
    ...(subTeam ? { agentId: subTeam.id } : {}),
    ...(account ? { account } : {}),
    sort,
    order,
    pageNo,
  };
  const isComplete = isPeriodComplete(period);
  const report = useReport(params, isComplete);
  const data = isComplete ? report.data : undefined;
  const columns = columnsOf[kind];

  const download = async () => {
    setIsDownloading(true);
    setCsvFailure(null);
    try {
      const file = await fetchTeamCsv(kind, params);
      saveFile(file, `${kind === 'betting' ? 'team-betting' : 'profit-loss'}.csv`);
    } catch (error) {
      setCsvFailure(translateApiError(error, t));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <section className="agent-page" data-testid={`agent-page-${pageId}`}>
      <h2 className="agent-page__title">{t(titleKey)}</h2>
      {subTeam && (
        <p className="agent-page__note" data-testid="report-sub-team">
          {t('report.teamOf', { username: subTeam.username })}{' '}
          <Link to={pathname} data-testid="report-own-team">
            {t('report.ownTeam')}
          </Link>
        </p>
      )}
      <PeriodPicker
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setPageNo(1);
        }}
      />
      <div className="agent-filter">
        <label className="agent-field">
          <span>{t('report.account')}</span>
          <input
            type="search"
            value={accountText}
            onChange={(event) => {
              setAccountText(event.target.value);
              setPageNo(1);
            }}
            autoCapitalize="none"
            spellCheck={false}
            data-testid="report-account"
          />
        </label>
        <label className="agent-field">
          <span>{t('report.sort')}</span>
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as TeamMemberSort)}
            data-testid="report-sort"
          >
            {sortsOf[kind].map((field) => (
              <option key={field} value={field}>
                {t(figureKeys[field])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small agent-filter__order"
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
          data-testid="report-order"
        >
          {order === 'asc' ? t('sort.ascending') : t('sort.descending')}
        </button>
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small"
          onClick={() => void download()}
          disabled={!isComplete || isDownloading}
          aria-busy={isDownloading || undefined}
          data-testid="report-csv"
        >
          {t('report.csv')}
        </button>
      </div>
      {csvFailure && (
        <p className="agent-form__failure" role="alert">
          {csvFailure}
        </p>
      )}
      {!isComplete ? (
        <p className="agent-page__note">{t('period.pickRange')}</p>
      ) : !data ? (
        <PageStatus
          state={report.isError ? 'error' : 'loading'}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <>
          <p className="agent-page__note" data-testid="report-range">
            {t('period.range', { from: data.range.from, to: data.range.to })}
          </p>
          {data.content.length === 0 ? (
            <PageStatus state="empty" emptyKey="report.empty" />
          ) : (
            <div className="agent-table-wrap" tabIndex={0} role="region" aria-label={t(titleKey)}>
              <table className="agent-table" aria-busy={report.isFetching || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t('figures.account')}</th>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {t(figureKeys[column])}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((row) => (
                    <tr key={row.memberId} data-testid="report-row" data-account={row.account}>
                      <th scope="row">{row.account}</th>
                      {columns.map((column) => (
                        <td key={column} className="agent-table__amount">
                          {cell(row, column)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="report-totals">
                    <th scope="row">{t('report.totals')}</th>
                    {columns.map((column) => (
                      <td key={column} className="agent-table__amount">
                        {cell(data.totals, column)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <AgentPager
            page={pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            testIdPrefix="report-page"
          />
        </>
      )}
    </section>
  );
}
