import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  getTeamTransactions,
  getTeamTransactionsCsv,
  TeamTransactionsQuery,
  TeamTransactionsReport,
} from '@lobby/contracts';
import { apiCall, routeTo, type Query } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/api-download.ts';
import { recordsQueryRoot } from '../../session/index.ts';

const teamTransactionsRoute = routeTo<typeof getTeamTransactions>(
  'GET',
  '/wps/agent/reports/transactions',
);
const teamTransactionsCsvPath: (typeof getTeamTransactionsCsv)['path'] =
  '/wps/agent/reports/transactions.csv';

/** GET /wps/agent/reports/transactions (token, agents): the team's movements, one page. */
export function fetchTeamTransactions(
  query: TeamTransactionsQuery,
  signal?: AbortSignal,
): Promise<TeamTransactionsReport> {
  return apiCall(teamTransactionsRoute, { query, signal });
}

/** Under the records root: a money movement (the live channel, a transfer) refetches it. */
export function teamTransactionsQueryOptions(query: TeamTransactionsQuery) {
  return queryOptions({
    queryKey: [...recordsQueryRoot, 'team-transactions', query],
    queryFn: ({ signal }) => fetchTeamTransactions(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useTeamTransactions(query: TeamTransactionsQuery, enabled: boolean) {
  return useQuery({ ...teamTransactionsQueryOptions(query), enabled });
}

/** The same filters as CSV (every row), saved as a file. */
export function downloadTeamTransactionsCsv(query: TeamTransactionsQuery): Promise<void> {
  const { pageNo: _page, pageSize: _size, ...filters } = query;
  return downloadApiFile(teamTransactionsCsvPath, filters as Query, 'team-transactions.csv');
}
