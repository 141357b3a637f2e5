import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { memberLeaderboardsQuerySchema, memberLeaderboardsSchema } from '../leaderboards.ts';
import { missionPaths } from './paths.ts';

/** The leaderboard call (§7): every open board with its top list and the member's rank. */
export const listMemberLeaderboards = defineEndpoint({
  method: 'GET',
  path: missionPaths.leaderboards,
  auth: endpointAuth.member,
  tag: 'missions',
  summary: "Leaderboards: top lists, the member's own rank, prizes, the last closed period",
  query: memberLeaderboardsQuerySchema,
  response: memberLeaderboardsSchema,
});
