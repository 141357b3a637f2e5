import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SecurityOverview, getSecurityOverview } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

/** GET /wps/member/security (token): the security centre's summary. */
export function fetchSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiCall(getSecurityOverview, { signal });
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
