import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { sandboxPageSchema, sandboxPayParamsSchema } from '../sandbox-gateway.ts';

/** The embedded sandbox gateway’s pay page (plain HTML, not in the API docs). */
export const showSandboxPayPage = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.sandboxGateway}/pay/*`,
  auth: endpointAuth.public,
  tag: 'payments',
  summary: 'The sandbox gateway’s pay page for one payment (HTML)',
  params: sandboxPayParamsSchema,
  response: sandboxPageSchema,
  hidden: true,
});
