import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { createDepositRequestSchema, depositSchema } from '../deposits.ts';

/** A member starts a deposit: a gateway payment (with its payUrl) or a manual bank transfer. */
export const createDeposit = defineEndpoint({
  method: 'POST',
  path: apiPaths.deposits,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Create a deposit (Idempotency-Key header); a gateway deposit returns its payUrl',
  body: createDepositRequestSchema,
  response: depositSchema,
  idempotent: true,
});
