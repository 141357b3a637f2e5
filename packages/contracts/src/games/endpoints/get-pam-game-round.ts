import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { pamApiTag, pamPaths, pamResponseSchema } from '../pam-api.ts';

/** PAM getGameRound. */
export const getPamGameRound = defineEndpoint({
  method: 'GET',
  path: pamPaths.gameRound,
  auth: endpointAuth.provider,
  tag: pamApiTag,
  summary: 'getGameRound: a round of the player',
  response: pamResponseSchema,
});
