import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { depositSchema } from '../deposits.ts';
import { paymentsIdParamsSchema } from '../params.ts';

/** One of the member’s own deposits; the page polls it while the gateway is paid. */
export const getDeposit = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.deposits}/:id`,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'One of the member’s own deposits (a pending gateway deposit with its payUrl)',
  params: paymentsIdParamsSchema,
  response: depositSchema,
});
