import {
  activityPaths,
  type claimRafflePrize as claimEndpoint,
  type takeRaffleTickets as ticketsEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const ticketsRoute = routeTo<typeof ticketsEndpoint>('POST', activityPaths.raffleTickets);
const claimRoute = routeTo<typeof claimEndpoint>('POST', activityPaths.raffleClaim);

/** POST /wps/member/activities/:id/raffle-tickets: today's tickets. */
export function takeRaffleTickets(id: number) {
  return apiCall(ticketsRoute, { params: { id } });
}

/** POST /wps/member/activities/:id/raffle-claim: the prizes of the member's winning tickets. */
export function claimRafflePrize(id: number) {
  return apiCall(claimRoute, { params: { id } });
}
