import { loyaltyPaths, type claimRebate as claimRebateEndpoint } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const claimRoute = routeTo<typeof claimRebateEndpoint>('POST', loyaltyPaths.claimRebate);

/** POST /wps/member/rebates/:id/claim (token): the rebate into the main wallet, once. */
export function claimRebate(id: number) {
  return apiCall(claimRoute, { params: { id } });
}
