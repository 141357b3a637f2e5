import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getBotChallengeResponseSchema } from '../bot-check.ts';

/** A fresh proof-of-work challenge; never cached. */
export const getBotChallenge = defineEndpoint({
  method: 'GET',
  path: apiPaths.botChallenge,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'A proof-of-work challenge to solve before a login or registration',
  response: getBotChallengeResponseSchema,
});
