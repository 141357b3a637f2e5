import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type GetWhitelabelResponse } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** The brand's white-label feature tree (§3): which login and registration options it offers. */
export function fetchWhitelabel(signal?: AbortSignal): Promise<GetWhitelabelResponse> {
  return apiGet<GetWhitelabelResponse>(apiPaths.systemWhitelabel, undefined, signal);
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
