import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  rewardPaths,
  type getRewardCentre,
  type Language,
  type RewardCentre,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useSessionState } from '../../session/index.ts';
import { rewardsQueryRoot } from './reward-keys.ts';

const centreRoute = routeTo<typeof getRewardCentre>('GET', rewardPaths.rewardCentre);

/** GET /wps/member/rewards (token): claimable now, in progress, history, bonus money. */
export function fetchRewardCentre(lang: Language, signal?: AbortSignal): Promise<RewardCentre> {
  return apiCall(centreRoute, { query: { lang }, signal });
}

export function rewardCentreQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...rewardsQueryRoot, 'centre', lang],
    queryFn: ({ signal }) => fetchRewardCentre(lang, signal),
    staleTime: 10_000,
  });
}

/** The reward centre of a real account; idle for guests and trial accounts. */
export function useRewardCentre() {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({
    ...rewardCentreQueryOptions(useCurrentLanguage()),
    enabled: isLogin && !isTrial,
  });
}
