import { apiPaths, type setDownlineRemark as setDownlineRemarkEndpoint } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const setDownlineRemarkRoute = routeTo<typeof setDownlineRemarkEndpoint>(
  'PUT',
  `${apiPaths.agentDownlines}/:username/remark`,
);

/** PUT /wps/agent/downlines/:username/remark: the agent's own note; empty clears it. */
export function setDownlineRemark(username: string, remark: string) {
  return apiCall(setDownlineRemarkRoute, { params: { username }, body: { remark } });
}
