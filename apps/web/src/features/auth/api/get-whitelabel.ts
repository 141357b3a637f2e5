import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GetWhitelabelResponse, getWhitelabel } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** The brand's white-label feature tree (§3): which login and registration options it offers. */
export function fetchWhitelabel(signal?: AbortSignal): Promise<GetWhitelabelResponse> {
  return apiCall(getWhitelabel, { signal });
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
