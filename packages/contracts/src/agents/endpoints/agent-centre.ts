import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { agentSettingsSchema } from '../agent-settings.ts';
import {
  downlineListQuerySchema,
  downlinePageSchema,
  downlineParamsSchema,
  downlineRemarkRequestSchema,
  downlineRemarkSchema,
  referralSchema,
  registerDownlineRequestSchema,
  registeredDownlineSchema,
} from '../downlines.ts';

/** The brand's agent settings as an agent needs them: which kinds, caps and periods. */
export const getAgentSettings = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentSettings,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The brand's contract kinds, caps, dividend periods and active-member rule",
  response: agentSettingsSchema,
});

/** Downline management: the team, direct by default, drill-down, search, paging. */
export const listDownlines = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentDownlines,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's downlines with remarks and running contracts",
  query: downlineListQuerySchema,
  response: downlinePageSchema,
});

/** The agent's own note on an account of its team. */
export const setDownlineRemark = defineEndpoint({
  method: 'PUT',
  path: `${apiPaths.agentDownlines}/:username/remark`,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "Set the agent's remark on an account of its team",
  params: downlineParamsSchema,
  body: downlineRemarkRequestSchema,
  response: downlineRemarkSchema,
});

/** registerCenter: the agent opens a member or sub-agent account directly under itself. */
export const registerDownline = defineEndpoint({
  method: 'POST',
  path: apiPaths.agentRegisterCenter,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Register a member or sub-agent directly under the agent (encrypt)',
  body: registerDownlineRequestSchema,
  response: registeredDownlineSchema,
  encrypted: true,
});

/** The agent's invitation code (made when missing) and referral link. */
export const getReferral = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentReferral,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's invitation code and referral link",
  response: referralSchema,
});
