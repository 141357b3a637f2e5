import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SecurityOverview, type getSecurityOverview } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

const getSecurityOverviewRoute = routeTo<typeof getSecurityOverview>(
  'GET',
  apiPaths.securityOverview,
);

/** GET /wps/member/security (token): the security centre's summary. */
export function fetchSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiCall(getSecurityOverviewRoute, { signal });
}

/** Under the session's root key: it belongs to the account and goes when the session ends. */
export function securityOverviewQueryOptions() {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'security-overview'],
    queryFn: ({ signal }) => fetchSecurityOverview(signal),
    staleTime: 60_000,
  });
}

/** The security summary; idle when `enabled` is false (a trial account never asks). */
export function useSecurityOverview(enabled: boolean) {
  return useQuery({ ...securityOverviewQueryOptions(), enabled });
}
