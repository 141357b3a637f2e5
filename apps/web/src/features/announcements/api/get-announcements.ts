import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetAnnouncementsResponse,
  type Language,
  type getAnnouncements,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { languageDependentMeta } from '../../../lib/language.ts';
import type { PopupAudience } from '../popup-session.ts';

const getAnnouncementsRoute = routeTo<typeof getAnnouncements>(
  'GET',
  apiPaths.contentAnnouncements,
);

/** §7.2 getAnnouncementContentV2: every type, web platform; the server filters by execution. */
export function fetchAnnouncements(
  lang: Language,
  signal?: AbortSignal,
): Promise<GetAnnouncementsResponse> {
  return apiCall(getAnnouncementsRoute, {
    query: { types: 'B,PL,PU,PR,H', platform: 'W', lang },
    signal,
  });
}

/**
 * The audience is part of the key: the answer depends on the login state (§4.6), so a login
 * or logout fetches again.
 */
export function announcementsQueryOptions(lang: Language, audience: PopupAudience) {
  return queryOptions({
    queryKey: ['content', 'announcements', lang, audience],
    queryFn: ({ signal }) => fetchAnnouncements(lang, signal),
    meta: languageDependentMeta,
  });
}

export function useAnnouncements(lang: Language, audience: PopupAudience) {
  return useQuery(announcementsQueryOptions(lang, audience));
}
