import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rewardPaths, type BonusList, type Language, type listOwnBonuses } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useSessionState } from '../../session/index.ts';
import { rewardsQueryRoot } from './reward-keys.ts';

const bonusesRoute = routeTo<typeof listOwnBonuses>('GET', rewardPaths.bonuses);

/** GET /wps/member/rewards/bonuses (token): every bonus of the member, newest first. */
export function fetchOwnBonuses(
  lang: Language,
  pageNo: number,
  signal?: AbortSignal,
): Promise<BonusList> {
  return apiCall(bonusesRoute, { query: { lang, pageNo, pageSize: 10 }, signal });
}

export function ownBonusesQueryOptions(lang: Language, pageNo: number) {
  return queryOptions({
    queryKey: [...rewardsQueryRoot, 'bonuses', lang, pageNo],
    queryFn: ({ signal }) => fetchOwnBonuses(lang, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOwnBonuses(pageNo: number) {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({
    ...ownBonusesQueryOptions(useCurrentLanguage(), pageNo),
    enabled: isLogin && !isTrial,
  });
}
