import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { getPublicKeyResponseSchema } from '../../common/encrypted-payload.ts';
import { apiPaths } from '../../paths.ts';

/** The key clients wrap their AES keys with for sealed bodies (§7.1 calls marked "encrypt"). */
export const getPublicKey = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemPublicKey,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'Public key for encrypted calls: RSA-OAEP-256 wraps a fresh AES-256-GCM key',
  response: getPublicKeyResponseSchema,
});
