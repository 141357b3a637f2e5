import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicKey } from '@lobby/contracts';
import type { PayloadCrypto } from './payload-encryption.ts';
import { createRouteKit } from './route-kit.ts';

export interface PayloadEncryptionRoutesDeps {
  payloadCrypto: PayloadCrypto;
}

/** `GET /wps/system/publicKey`: the key clients wrap their AES keys with for encrypted calls. */
export const payloadEncryptionRoutes: FastifyPluginAsyncZod<PayloadEncryptionRoutesDeps> = async (
  app,
  { payloadCrypto },
) => {
  const value = {
    keyId: payloadCrypto.keyId,
    algorithm: 'RSA-OAEP-256+A256GCM' as const,
    spki: payloadCrypto.spki,
  };
  const { route } = createRouteKit(app);

  route(getPublicKey, { rate: 'unmetered' }, async (_request, reply) => {
    // the same for every brand and rarely rotated; a rotation is caught by the client's retry
    reply.header('cache-control', 'public, max-age=300');
    return value;
  });
};
