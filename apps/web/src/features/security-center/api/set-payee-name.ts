import { apiPaths, type SetPayeeNameRequest } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /wps/member/payeeName (token): the member's real name, accepted once while empty. */
export function setPayeeName(body: SetPayeeNameRequest): Promise<{ payeeName: string }> {
  return apiRequest<{ payeeName: string }>('PUT', apiPaths.payeeName, { body });
}
