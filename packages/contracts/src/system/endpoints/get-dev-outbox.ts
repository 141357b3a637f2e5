import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { devOutboxQuerySchema, devOutboxResponseSchema } from '../dev-outbox.ts';

/**
 * The brand's latest stored mails and SMS, newest first: a development aid, registered only
 * when the server enables the dev outbox (the stored bodies hold live codes).
 */
export const getDevOutbox = defineEndpoint({
  method: 'GET',
  path: apiPaths.devOutbox,
  auth: endpointAuth.public,
  tag: 'dev',
  summary: 'Latest stored mails and SMS of the brand (development only)',
  query: devOutboxQuerySchema,
  response: devOutboxResponseSchema,
});
