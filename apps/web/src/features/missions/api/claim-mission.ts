import { missionPaths, type claimMission as claimMissionEndpoint } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const claimRoute = routeTo<typeof claimMissionEndpoint>('POST', missionPaths.claim);

/** POST /wps/member/missions/:id/claim (token): the reward into the main wallet, once a period. */
export function claimMission(id: number) {
  return apiCall(claimRoute, { params: { id } });
}
