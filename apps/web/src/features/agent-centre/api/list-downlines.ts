import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type DownlineListQuery,
  type DownlinePage,
  type listDownlines,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { agentQueryRoot } from './agent-query-keys.ts';

const listDownlinesRoute = routeTo<typeof listDownlines>('GET', apiPaths.agentDownlines);

export type DownlineParams = Partial<DownlineListQuery>;

/** Root of the downline lists: a remark, a registration or a contract change refetches them. */
export const downlinesQueryRoot = [...agentQueryRoot, 'downlines'] as const;

/** GET /wps/agent/downlines: direct downlines (or a sub-agent's), search, filter, sort, pages. */
export function fetchDownlines(
  params: DownlineParams,
  signal?: AbortSignal,
): Promise<DownlinePage> {
  return apiCall(listDownlinesRoute, { query: { ...params }, signal });
}

export function downlinesQueryOptions(params: DownlineParams) {
  return queryOptions({
    queryKey: [...downlinesQueryRoot, params],
    queryFn: ({ signal }) => fetchDownlines(params, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useDownlines(params: DownlineParams) {
  return useQuery(downlinesQueryOptions(params));
}
