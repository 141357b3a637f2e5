import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  sandboxDecisionRequestSchema,
  sandboxPageSchema,
  sandboxPayParamsSchema,
} from '../sandbox-gateway.ts';

/** The sandbox pay page’s form: sends the signed callback, then redirects (303) to the merchant. */
export const decideSandboxPayment = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.sandboxGateway}/pay/*`,
  auth: endpointAuth.public,
  tag: 'payments',
  summary: 'Pay or decline a sandbox payment; redirects the browser back to the merchant',
  params: sandboxPayParamsSchema,
  body: sandboxDecisionRequestSchema,
  response: sandboxPageSchema,
  hidden: true,
});
