import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { agentTransferRequestSchema, memberTransferResultSchema } from '../transfers.ts';

/** An agent pays a direct downline from its main wallet (§6). */
export const payDownline = defineEndpoint({
  method: 'POST',
  path: apiPaths.agentTransfer,
  auth: endpointAuth.memberOrAgent,
  tag: 'wallet',
  summary: "Pay a direct downline from the agent's main wallet (Idempotency-Key)",
  body: agentTransferRequestSchema,
  response: memberTransferResultSchema,
  idempotent: true,
});
