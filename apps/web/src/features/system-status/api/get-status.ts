import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetStatusResponse,
  type getStatus as getStatusEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getStatusRoute = routeTo<typeof getStatusEndpoint>('GET', apiPaths.systemStatus);

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restriction (§4.1). */
export function getStatus(signal?: AbortSignal): Promise<GetStatusResponse> {
  return apiCall(getStatusRoute, { signal });
}

/** While the site is closed, look again every minute so it opens by itself when it can. */
const closedRecheckMs = 60_000;

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getStatus(signal),
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 0 ? closedRecheckMs : false,
  });

export function useSystemStatus() {
  return useQuery(statusQueryOptions());
}
