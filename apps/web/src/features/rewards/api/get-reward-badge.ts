import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardPaths, type getRewardBadge, type RewardBadge } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useSessionState } from '../../session/index.ts';
import { rewardsQueryRoot } from './reward-keys.ts';

const badgeRoute = routeTo<typeof getRewardBadge>('GET', rewardPaths.rewardBadge);

/** GET /wps/member/rewards/badge (token): how many rewards wait to be claimed. */
export function fetchRewardBadge(signal?: AbortSignal): Promise<RewardBadge> {
  return apiCall(badgeRoute, { signal });
}

export function rewardBadgeQueryOptions() {
  return queryOptions({
    queryKey: [...rewardsQueryRoot, 'badge'],
    queryFn: ({ signal }) => fetchRewardBadge(signal),
    staleTime: 30_000,
  });
}

export function useRewardBadge() {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({ ...rewardBadgeQueryOptions(), enabled: isLogin && !isTrial });
}
