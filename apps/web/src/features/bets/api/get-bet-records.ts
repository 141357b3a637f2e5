import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type BetRecords,
  type BetRecordsQuery,
  type getBetRecords,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { recordsQueryRoot } from '../../session/index.ts';

const getBetRecordsRoute = routeTo<typeof getBetRecords>('GET', apiPaths.betRecords);

/** The query as sent: filters left out for "all", dates left out when open. */
export type BetRecordsParams = Partial<BetRecordsQuery> &
  Pick<BetRecordsQuery, 'pageNo' | 'pageSize'>;

/** GET /wps/member/bets (token): the member's rounds of a period with the totals. */
export function fetchBetRecords(
  params: BetRecordsParams,
  signal?: AbortSignal,
): Promise<BetRecords> {
  return apiCall(getBetRecordsRoute, { query: { ...params }, signal });
}

/** Under the records root: a balance change (a bet, a win) refetches it. */
export function betRecordsQueryOptions(params: BetRecordsParams) {
  return queryOptions({
    queryKey: [...recordsQueryRoot, 'bets', params],
    queryFn: ({ signal }) => fetchBetRecords(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One page of the betting record; idle when `enabled` is false (a bad range). */
export function useBetRecords(params: BetRecordsParams, enabled: boolean) {
  return useQuery({ ...betRecordsQueryOptions(params), enabled });
}
