import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boLeaderboardListSchema,
  boLeaderboardSchema,
  boStandingsQuerySchema,
  boStandingsSchema,
  leaderboardInputSchema,
  leaderboardParamsSchema,
} from '../leaderboards.ts';
import { missionPaths } from './paths.ts';

export const listBoLeaderboards = defineEndpoint({
  method: 'GET',
  path: missionPaths.boLeaderboards,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "The brand's leaderboards",
  response: boLeaderboardListSchema,
});

export const createBoLeaderboard = defineEndpoint({
  method: 'POST',
  path: missionPaths.boLeaderboards,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create a leaderboard with its prize pool',
  body: leaderboardInputSchema,
  response: boLeaderboardSchema,
});

/** Edits a board; its metric and period are fixed once created (scores are kept in them). */
export const updateBoLeaderboard = defineEndpoint({
  method: 'PUT',
  path: missionPaths.boLeaderboard,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Edit a leaderboard',
  params: leaderboardParamsSchema,
  body: leaderboardInputSchema,
  response: boLeaderboardSchema,
});

/** Closes the current period now and pays its prizes (once, however often it is called). */
export const closeBoLeaderboardPeriod = defineEndpoint({
  method: 'POST',
  path: missionPaths.boLeaderboardClose,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: "Close the leaderboard's current period early and pay its prizes",
  params: leaderboardParamsSchema,
  response: boStandingsSchema,
});

export const getBoLeaderboardStandings = defineEndpoint({
  method: 'GET',
  path: missionPaths.boLeaderboardStandings,
  auth: endpointAuth.staff('admin', 'finance', 'cashier'),
  tag: 'backoffice',
  summary: 'Standings of the current period or of one named by its key',
  params: leaderboardParamsSchema,
  query: boStandingsQuerySchema,
  response: boStandingsSchema,
});
