import { apiPaths, type LoginSuccess } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/session/handoff: trades a one-time hand-off code from a URL for a session. */
export function exchangeHandoff(code: string): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>('POST', apiPaths.handoff, { body: { code } });
}
