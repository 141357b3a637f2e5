import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { memberTransferResultSchema, uplineTransferRequestSchema } from '../transfers.ts';

/** A downline pays its upline from its main wallet (page transferUpline). */
export const payUpline = defineEndpoint({
  method: 'POST',
  path: apiPaths.uplineTransfer,
  auth: endpointAuth.memberOrAgent,
  tag: 'wallet',
  summary: 'Pay the upline from the main wallet (Idempotency-Key)',
  body: uplineTransferRequestSchema,
  response: memberTransferResultSchema,
  idempotent: true,
});
