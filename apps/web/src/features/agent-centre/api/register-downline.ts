import {
  apiPaths,
  type RegisterDownlineRequest,
  type RegisteredDownline,
  type registerDownline as registerDownlineEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const registerDownlineRoute = routeTo<typeof registerDownlineEndpoint>(
  'POST',
  apiPaths.agentRegisterCenter,
  { encrypted: true },
);

/** POST /wps/agent/registerCenter (sealed like the login): opens an account under the agent. */
export function registerDownline(body: RegisterDownlineRequest): Promise<RegisteredDownline> {
  return apiCall(registerDownlineRoute, { body });
}
