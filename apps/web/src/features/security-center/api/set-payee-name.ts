import { type SetPayeeNameRequest, setPayeeName as setPayeeNameEndpoint } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** PUT /wps/member/payeeName (token): the member's real name, accepted once while empty. */
export function setPayeeName(body: SetPayeeNameRequest): Promise<{ payeeName: string }> {
  return apiCall(setPayeeNameEndpoint, { body });
}
