import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { downlineListSchema } from '../transfers.ts';

/** The direct downlines an agent may pay (§6). */
export const getTransferDownlines = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentTransferDownlines,
  auth: endpointAuth.memberOrAgent,
  tag: 'wallet',
  summary: 'The direct downlines an agent may pay',
  response: downlineListSchema,
});
