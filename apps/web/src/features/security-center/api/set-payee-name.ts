import {
  apiPaths,
  type SetPayeeNameRequest,
  type setPayeeName as setPayeeNameEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const setPayeeNameRoute = routeTo<typeof setPayeeNameEndpoint>('PUT', apiPaths.payeeName);

/** PUT /wps/member/payeeName (token): the member's real name, accepted once while empty. */
export function setPayeeName(body: SetPayeeNameRequest): Promise<{ payeeName: string }> {
  return apiCall(setPayeeNameRoute, { body });
}
