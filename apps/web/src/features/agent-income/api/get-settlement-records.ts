import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  settlementPaths,
  type getSettlementRecords,
  type SettlementRecords,
  type SettlementRecordsQuery,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getSettlementRecordsRoute = routeTo<typeof getSettlementRecords>(
  'GET',
  settlementPaths.records,
);

export type SettlementRecordsParams = Partial<SettlementRecordsQuery> &
  Pick<SettlementRecordsQuery, 'kind' | 'pageNo' | 'pageSize'>;

/** GET /wps/agent/settlements: one kind's items, the agent's own or its downlines'. */
export function fetchSettlementRecords(
  params: SettlementRecordsParams,
  signal?: AbortSignal,
): Promise<SettlementRecords> {
  return apiCall(getSettlementRecordsRoute, { query: params, signal });
}

export function settlementRecordsQueryOptions(params: SettlementRecordsParams) {
  return queryOptions({
    queryKey: ['agent-income', 'records', params],
    queryFn: ({ signal }) => fetchSettlementRecords(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementRecords(params: SettlementRecordsParams, enabled: boolean) {
  return useQuery({ ...settlementRecordsQueryOptions(params), enabled });
}
