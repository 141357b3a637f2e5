import { activityPaths, type catchActivityEnvelope } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const envelopeRoute = routeTo<typeof catchActivityEnvelope>('POST', activityPaths.catchEnvelope);

/** POST /wps/member/activities/:id/envelope: one try in a red-envelope rain. */
export function catchEnvelope(id: number) {
  return apiCall(envelopeRoute, { params: { id } });
}
