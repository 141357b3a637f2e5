import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  redEnvelopePaths,
  type ClaimableRedEnvelopes,
  type listClaimableRedEnvelopes,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { redEnvelopesQueryRoot } from './red-envelope-keys.ts';

const listClaimableRoute = routeTo<typeof listClaimableRedEnvelopes>(
  'GET',
  redEnvelopePaths.member,
);

/** GET /wps/member/redEnvelopes (token): the uplines' envelopes this account may claim. */
export function fetchClaimableRedEnvelopes(signal?: AbortSignal): Promise<ClaimableRedEnvelopes> {
  return apiCall(listClaimableRoute, { signal });
}

export function claimableRedEnvelopesQueryOptions() {
  return queryOptions({
    queryKey: [...redEnvelopesQueryRoot, 'claimable'],
    queryFn: ({ signal }) => fetchClaimableRedEnvelopes(signal),
    staleTime: 30_000,
  });
}

/** What may be claimed now; idle when `enabled` is false (a guest, a trial account). */
export function useClaimableRedEnvelopes(enabled = true) {
  return useQuery({ ...claimableRedEnvelopesQueryOptions(), enabled });
}
