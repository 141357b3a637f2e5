import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  memberMissionsQuerySchema,
  memberMissionsSchema,
  missionClaimResultSchema,
  missionParamsSchema,
  missionSummarySchema,
} from '../missions.ts';
import { missionPaths } from './paths.ts';

/** The missions of the current periods with the member's progress. */
export const listMemberMissions = defineEndpoint({
  method: 'GET',
  path: missionPaths.missions,
  auth: endpointAuth.member,
  tag: 'missions',
  summary: "The missions of the current periods with the member's progress",
  query: memberMissionsQuerySchema,
  response: memberMissionsSchema,
});

/** The mission summary (§7): how many missions the member can claim now (the badge). */
export const getMissionSummary = defineEndpoint({
  method: 'GET',
  path: missionPaths.summary,
  auth: endpointAuth.member,
  tag: 'missions',
  summary: 'How many missions the member can claim now',
  response: missionSummarySchema,
});

/** Claims a completed mission's reward into the main wallet; once per period. */
export const claimMission = defineEndpoint({
  method: 'POST',
  path: missionPaths.claim,
  auth: endpointAuth.member,
  tag: 'missions',
  summary: "Claim a completed mission's reward",
  params: missionParamsSchema,
  response: missionClaimResultSchema,
});
