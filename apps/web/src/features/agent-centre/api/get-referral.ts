import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type Referral, type getReferral } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { agentQueryRoot } from './agent-query-keys.ts';

const getReferralRoute = routeTo<typeof getReferral>('GET', apiPaths.agentReferral);

/** GET /wps/agent/referral: the invitation code (made when missing) and its link. */
export function fetchReferral(signal?: AbortSignal): Promise<Referral> {
  return apiCall(getReferralRoute, { signal });
}

export function referralQueryOptions() {
  return queryOptions({
    queryKey: [...agentQueryRoot, 'referral'],
    queryFn: ({ signal }) => fetchReferral(signal),
    staleTime: Infinity,
  });
}

export function useReferral() {
  return useQuery(referralQueryOptions());
}
