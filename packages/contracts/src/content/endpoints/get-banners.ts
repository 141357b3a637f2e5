import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getBannersQuerySchema, getBannersResponseSchema } from '../get-banners.ts';

/** The active banners of one group; answered from the response cache. */
export const getBanners = defineEndpoint({
  method: 'GET',
  path: apiPaths.contentBanners,
  auth: endpointAuth.public,
  tag: 'content',
  summary: 'Active banners of a group (w_home, w_hotgames, …) in display order',
  query: getBannersQuerySchema,
  response: getBannersResponseSchema,
});
