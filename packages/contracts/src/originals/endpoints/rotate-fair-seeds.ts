import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { fairSeedsViewSchema, fairnessPaths, rotateSeedsRequestSchema } from '../fairness.ts';

/** Reveals the server seed so past plays can be verified, and starts a new pair. */
export const rotateFairSeeds = defineEndpoint({
  method: 'POST',
  path: fairnessPaths.rotate,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Reveal the active server seed and start a new pair at nonce 0',
  body: rotateSeedsRequestSchema,
  response: fairSeedsViewSchema,
});
