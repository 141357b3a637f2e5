import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { createWithdrawalRequestSchema, withdrawalSchema } from '../withdrawals.ts';

/** A member asks for a withdrawal to one of their bank accounts; the amount is held. */
export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: apiPaths.withdrawals,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Ask for a withdrawal (Idempotency-Key, payment password); the amount is held',
  body: createWithdrawalRequestSchema,
  response: withdrawalSchema,
  idempotent: true,
});
