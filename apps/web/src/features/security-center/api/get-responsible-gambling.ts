import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ResponsibleGambling, getResponsibleGambling } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

/** GET /wps/member/responsibleGambling (token): deposit limits and self-exclusion. */
export function fetchResponsibleGambling(signal?: AbortSignal): Promise<ResponsibleGambling> {
  return apiCall(getResponsibleGambling, { signal });
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
