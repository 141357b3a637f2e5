import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { adjustmentRequestSchema } from '../staff.ts';
import { adjustmentResultSchema, memberIdParamsSchema } from '../members.ts';

/** Finance credits or debits a member’s main wallet by hand, with a reason for the audit. */
export const adjustMemberBalance = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boMembers}/:memberId/adjustments`,
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: 'Manual credit or debit of a member’s main wallet (Idempotency-Key header)',
  params: memberIdParamsSchema,
  body: adjustmentRequestSchema,
  response: adjustmentResultSchema,
  idempotent: true,
});
