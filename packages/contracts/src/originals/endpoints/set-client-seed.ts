import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { fairSeedsViewSchema, fairnessPaths, setClientSeedRequestSchema } from '../fairness.ts';

/** The player chooses the client seed the next plays use. */
export const setClientSeed = defineEndpoint({
  method: 'PUT',
  path: fairnessPaths.clientSeed,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Set the client seed of the active pair',
  body: setClientSeedRequestSchema,
  response: fairSeedsViewSchema,
});
