import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { pamApiTag, pamPaths, pamResponseSchema } from '../pam-api.ts';

/** PAM getTransactions: `?providerBetRef=` or `?providerTransactionId=` besides `?provider=`. */
export const getPamTransactions = defineEndpoint({
  method: 'GET',
  path: pamPaths.transactions,
  auth: endpointAuth.provider,
  tag: pamApiTag,
  summary: 'getTransactions: look up transactions by providerBetRef or providerTransactionId',
  response: pamResponseSchema,
});
