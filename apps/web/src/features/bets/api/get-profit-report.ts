import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type ProfitQuery,
  type ProfitReport,
  type getProfitReport,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { recordsQueryRoot } from '../../session/index.ts';

const getProfitReportRoute = routeTo<typeof getProfitReport>('GET', apiPaths.profitReport);

/** The query as sent: filters left out for "all", dates left out when open. */
export type ProfitParams = Partial<ProfitQuery>;

/** GET /wps/member/profit (token): settled rounds per day and game type, with totals. */
export function fetchProfitReport(
  params: ProfitParams,
  signal?: AbortSignal,
): Promise<ProfitReport> {
  return apiCall(getProfitReportRoute, { query: { ...params }, signal });
}

/** Under the records root: a balance change (a settled round) refetches it. */
export function profitReportQueryOptions(params: ProfitParams) {
  return queryOptions({
    queryKey: [...recordsQueryRoot, 'profit', params],
    queryFn: ({ signal }) => fetchProfitReport(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The profit and loss of a period; idle when `enabled` is false (a bad range). */
export function useProfitReport(params: ProfitParams, enabled: boolean) {
  return useQuery({ ...profitReportQueryOptions(params), enabled });
}
