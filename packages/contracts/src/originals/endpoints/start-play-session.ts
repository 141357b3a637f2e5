import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { originalsPaths, playSessionSchema, startPlaySessionBodySchema } from '../play-session.ts';

/** The in-house games page exchanges the launch token of its URL for a game session. */
export const startPlaySession = defineEndpoint({
  method: 'POST',
  path: originalsPaths.session,
  auth: endpointAuth.public,
  tag: 'originals',
  summary: 'Exchange a single-use launch token for a game session',
  body: startPlaySessionBodySchema,
  response: playSessionSchema,
});
