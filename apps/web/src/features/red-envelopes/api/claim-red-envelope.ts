import {
  redEnvelopePaths,
  type claimRedEnvelope as claimRedEnvelopeEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const claimRoute = routeTo<typeof claimRedEnvelopeEndpoint>('POST', redEnvelopePaths.claim);

/** POST /wps/member/redEnvelopes/:id/claim (token): one share into the main wallet, once. */
export function claimRedEnvelope(id: number) {
  return apiCall(claimRoute, { params: { id } });
}
