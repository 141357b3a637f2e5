import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  getAnnouncementsQuerySchema,
  getAnnouncementsResponseSchema,
} from '../get-announcements.ts';

/**
 * The announcements the caller may see. Open to guests: a login, when the request carries one,
 * only changes the audience (§4.6); answered from the response cache.
 */
export const getAnnouncements = defineEndpoint({
  method: 'GET',
  path: apiPaths.contentAnnouncements,
  auth: endpointAuth.public,
  tag: 'content',
  summary: 'Announcements for the caller: execution B anonymous, A logged in, F first login',
  query: getAnnouncementsQuerySchema,
  response: getAnnouncementsResponseSchema,
});
