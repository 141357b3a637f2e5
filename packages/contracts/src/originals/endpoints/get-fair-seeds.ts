import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { fairSeedsViewSchema, fairnessPaths } from '../fairness.ts';

/** The player's provably fair seeds, as the fairness panel shows them. */
export const getFairSeeds = defineEndpoint({
  method: 'GET',
  path: fairnessPaths.seeds,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'The active seed pair (server seed hashed) and the last revealed pair',
  response: fairSeedsViewSchema,
});
