import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  activityPaths,
  type ApplicationList,
  type Language,
  type listOwnApplications,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { memberActivitiesQueryRoot } from './activity-keys.ts';

const listRoute = routeTo<typeof listOwnApplications>('GET', activityPaths.applications);

/** GET /wps/member/activities/applications: the member's applications, newest first. */
export function fetchOwnApplications(
  lang: Language,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  return apiCall(listRoute, { query: { lang }, signal });
}

export function ownApplicationsQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...memberActivitiesQueryRoot, 'applications', lang],
    queryFn: ({ signal }) => fetchOwnApplications(lang, signal),
  });
}

export function useOwnApplications() {
  return useQuery(ownApplicationsQueryOptions(useCurrentLanguage()));
}
