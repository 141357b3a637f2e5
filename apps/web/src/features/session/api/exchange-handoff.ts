import { type LoginSuccess, exchangeHandoff as exchangeHandoffEndpoint } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/session/handoff: trades a one-time hand-off code from a URL for a session. */
export function exchangeHandoff(code: string): Promise<LoginSuccess> {
  return apiCall(exchangeHandoffEndpoint, { body: { code } });
}
