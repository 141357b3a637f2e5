import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { pamApiTag, pamPaths, pamResponseSchema } from '../pam-api.ts';

/**
 * PAM addTransaction. The body is a `pamTransactionSchema` object, deliberately not declared
 * here: the server keeps it as raw bytes until the provider's signature over them is checked,
 * and only then parses it (a malformed one is PAM_ERR_UNDEFINED in the PAM envelope).
 */
export const addPamTransaction = defineEndpoint({
  method: 'POST',
  path: pamPaths.transactions,
  auth: endpointAuth.provider,
  tag: pamApiTag,
  summary: 'addTransaction: bet, win, rollback (idempotent by providerTransactionId)',
  response: pamResponseSchema,
});
