import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type GetWhitelabelResponse, type getWhitelabel } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getWhitelabelRoute = routeTo<typeof getWhitelabel>('GET', apiPaths.systemWhitelabel);

/** The brand's white-label feature tree (§3): which login and registration options it offers. */
export function fetchWhitelabel(signal?: AbortSignal): Promise<GetWhitelabelResponse> {
  return apiCall(getWhitelabelRoute, { signal });
}

export function whitelabelQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) => fetchWhitelabel(signal),
    staleTime: 10 * 60_000,
  });
}

export function useWhitelabel() {
  return useQuery(whitelabelQueryOptions());
}
