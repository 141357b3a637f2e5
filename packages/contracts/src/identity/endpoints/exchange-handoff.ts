import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { exchangeHandoffRequestSchema, loginSuccessSchema } from '../login.ts';

/** Trades a hand-off code from the URL for a session of the same account. */
export const exchangeHandoff = defineEndpoint({
  method: 'POST',
  path: apiPaths.handoff,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Exchange a one-time code from the URL for a session',
  body: exchangeHandoffRequestSchema,
  response: loginSuccessSchema,
});
