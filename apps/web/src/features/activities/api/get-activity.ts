import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  activityPaths,
  type ActivityDetail,
  type getActivity,
  type getMemberActivity,
  type Language,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useSessionState } from '../../session/index.ts';
import { activitiesQueryRoot, memberActivitiesQueryRoot } from './activity-keys.ts';

const guestRoute = routeTo<typeof getActivity>('GET', activityPaths.activity);
const memberRoute = routeTo<typeof getMemberActivity>('GET', activityPaths.memberActivity);

/**
 * One activity: GET /wps/member/activities/:id with the member's part (streak, spins left, the
 * next spin's seed hash) when logged in, else GET /lgw/activities/:id.
 */
export function fetchActivity(
  id: number,
  lang: Language,
  asMember: boolean,
  signal?: AbortSignal,
): Promise<ActivityDetail> {
  const input = { params: { id }, query: { lang }, signal };
  return asMember ? apiCall(memberRoute, input) : apiCall(guestRoute, input);
}

export function activityQueryOptions(id: number, lang: Language, asMember: boolean) {
  return queryOptions({
    queryKey: [...(asMember ? memberActivitiesQueryRoot : activitiesQueryRoot), id, lang],
    queryFn: ({ signal }) => fetchActivity(id, lang, asMember, signal),
  });
}

export function useActivity(id: number) {
  const { isLogin } = useSessionState();
  return useQuery(activityQueryOptions(id, useCurrentLanguage(), isLogin));
}
