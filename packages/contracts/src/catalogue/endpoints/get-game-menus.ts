import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getGameMenusQuerySchema, getGameMenusResponseSchema } from '../get-game-menus.ts';

/** The game categories of the lobby menu (§2.2); the same for every visitor of a brand. */
export const getGameMenus = defineEndpoint({
  method: 'GET',
  path: apiPaths.gameMenus,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Game categories with their vendors, in vendor-sorting order',
  query: getGameMenusQuerySchema,
  response: getGameMenusResponseSchema,
});
