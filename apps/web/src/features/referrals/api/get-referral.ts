import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralPaths, type getMemberReferral, type ReferralView } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { referralsQueryRoot } from '../../session/index.ts';

const referralRoute = routeTo<typeof getMemberReferral>('GET', referralPaths.referral);

/** GET /wps/member/referral (token): the member's link, the rule, the friends invited. */
export function fetchReferral(signal?: AbortSignal): Promise<ReferralView> {
  return apiCall(referralRoute, { signal });
}

/** Under the referrals root: the live channel's `referrals_changed` refetches it. */
export function referralQueryOptions() {
  return queryOptions({
    queryKey: [...referralsQueryRoot, 'view'],
    queryFn: ({ signal }) => fetchReferral(signal),
  });
}

export function useReferral() {
  return useQuery(referralQueryOptions());
}
