import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type ResponsibleGambling, type getResponsibleGambling } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

const getResponsibleGamblingRoute = routeTo<typeof getResponsibleGambling>(
  'GET',
  apiPaths.responsibleGambling,
);

/** GET /wps/member/responsibleGambling (token): deposit limits and self-exclusion. */
export function fetchResponsibleGambling(signal?: AbortSignal): Promise<ResponsibleGambling> {
  return apiCall(getResponsibleGamblingRoute, { signal });
}

/** Under the session's root key: it belongs to the account and goes when the session ends. */
export function responsibleGamblingQueryOptions() {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'responsible-gambling'],
    queryFn: ({ signal }) => fetchResponsibleGambling(signal),
    staleTime: 30_000,
  });
}

/** The member's limits and exclusion; idle when `enabled` is false. */
export function useResponsibleGambling(enabled = true) {
  return useQuery({ ...responsibleGamblingQueryOptions(), enabled });
}
