import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  activityPaths,
  type ActivityList,
  type Language,
  type listActivities,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { activitiesQueryRoot } from './activity-keys.ts';

const listRoute = routeTo<typeof listActivities>('GET', activityPaths.activities);

/** GET /lgw/activities: the activity centre, coming soon and open. */
export function fetchActivities(lang: Language, signal?: AbortSignal): Promise<ActivityList> {
  return apiCall(listRoute, { query: { lang }, signal });
}

export function activitiesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...activitiesQueryRoot, 'list', lang],
    queryFn: ({ signal }) => fetchActivities(lang, signal),
    staleTime: 60_000,
  });
}

export function useActivities() {
  return useQuery(activitiesQueryOptions(useCurrentLanguage()));
}
