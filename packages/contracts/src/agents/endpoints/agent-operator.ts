import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { agentSettingsSchema, updateAgentSettingsRequestSchema } from '../agent-settings.ts';
import {
  contractIdParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractViewSchema,
} from '../contract-terms.ts';
import { createAgentRequestSchema, createdAgentSchema } from '../operator.ts';

/** The operator opens an agent account, top-level or under an agent. */
export const createAgent = defineEndpoint({
  method: 'POST',
  path: apiPaths.boAgents,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create an agent (top-level or under an agent)',
  body: createAgentRequestSchema,
  response: createdAgentSchema,
});

/** The brand's agent settings: flags, caps, periods, active-member rule. */
export const getBoAgentSettings = defineEndpoint({
  method: 'GET',
  path: apiPaths.boAgentSettings,
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: "The brand's agent contract settings",
  response: agentSettingsSchema,
});

/** Sets the brand's contract flags and caps (audited). */
export const updateBoAgentSettings = defineEndpoint({
  method: 'PUT',
  path: apiPaths.boAgentSettings,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: "Change the brand's agent contract flags, caps and rules",
  body: updateAgentSettingsRequestSchema,
  response: agentSettingsSchema,
});

/** Every contract of the brand, by kind, state or party. */
export const listBoAgentContracts = defineEndpoint({
  method: 'GET',
  path: apiPaths.boAgentContracts,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: "The brand's agent contracts, newest first",
  query: contractListQuerySchema,
  response: contractListSchema,
});

/** One contract of the brand. */
export const getBoAgentContract = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.boAgentContracts}/:contractId`,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'One agent contract of the brand',
  params: contractIdParamsSchema,
  response: contractViewSchema,
});
