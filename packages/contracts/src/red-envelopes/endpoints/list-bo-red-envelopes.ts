import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { redEnvelopeListQuerySchema, redEnvelopePageSchema } from '../red-envelope.ts';
import { redEnvelopePaths } from './paths.ts';

/** The operator's view of every envelope of the brand. */
export const listBoRedEnvelopes = defineEndpoint({
  method: 'GET',
  path: redEnvelopePaths.operator,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Every red envelope of the brand, filtered by state or agent, with claims',
  query: redEnvelopeListQuerySchema,
  response: redEnvelopePageSchema,
});
