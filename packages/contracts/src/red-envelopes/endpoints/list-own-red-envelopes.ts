import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { redEnvelopeListQuerySchema, redEnvelopePageSchema } from '../red-envelope.ts';
import { redEnvelopePaths } from './paths.ts';

/** The agent's own envelopes, newest first, with their claims. */
export const listOwnRedEnvelopes = defineEndpoint({
  method: 'GET',
  path: redEnvelopePaths.agent,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's red envelopes with their claims",
  query: redEnvelopeListQuerySchema,
  response: redEnvelopePageSchema,
});
