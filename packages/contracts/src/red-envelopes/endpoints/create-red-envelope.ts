import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { createRedEnvelopeRequestSchema, redEnvelopeSchema } from '../red-envelope.ts';
import { redEnvelopePaths } from './paths.ts';

/** An agent funds a red envelope for its downline from its main wallet. */
export const createRedEnvelope = defineEndpoint({
  method: 'POST',
  path: redEnvelopePaths.agent,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Fund a red envelope for the downline (Idempotency-Key)',
  body: createRedEnvelopeRequestSchema,
  response: redEnvelopeSchema,
  idempotent: true,
});
