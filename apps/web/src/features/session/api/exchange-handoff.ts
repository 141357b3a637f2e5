import {
  apiPaths,
  type LoginSuccess,
  type exchangeHandoff as exchangeHandoffEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const exchangeHandoffRoute = routeTo<typeof exchangeHandoffEndpoint>('POST', apiPaths.handoff);

/** POST /wps/session/handoff: trades a one-time hand-off code from a URL for a session. */
export function exchangeHandoff(code: string): Promise<LoginSuccess> {
  return apiCall(exchangeHandoffRoute, { body: { code } });
}
