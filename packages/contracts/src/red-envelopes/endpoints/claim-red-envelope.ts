import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { redEnvelopeClaimResultSchema, redEnvelopeParamsSchema } from '../red-envelope.ts';
import { redEnvelopePaths } from './paths.ts';

/** Claims one share; at most once per account and envelope (a repeat is refused). */
export const claimRedEnvelope = defineEndpoint({
  method: 'POST',
  path: redEnvelopePaths.claim,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Claim a share of a red envelope into the main wallet',
  params: redEnvelopeParamsSchema,
  response: redEnvelopeClaimResultSchema,
});
