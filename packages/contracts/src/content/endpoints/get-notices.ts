import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getNoticesQuerySchema, getNoticesResponseSchema } from '../get-announcements.ts';

/** The guests' notices, grouped by where the page shows them; answered from the response cache. */
export const getNotices = defineEndpoint({
  method: 'GET',
  path: apiPaths.contentNotices,
  auth: endpointAuth.public,
  tag: 'content',
  summary: 'Notices of execution B grouped into banners, notices, popup and promotion',
  query: getNoticesQuerySchema,
  response: getNoticesResponseSchema,
});
