import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type EncryptedPayload, type GetPublicKeyResponse } from '@lobby/contracts';

/** Seals raw bytes for a known public key exactly as the web client does (RSA-OAEP-256 + A256GCM). */
export function sealBytes(plain: Buffer, publicKey: GetPublicKeyResponse): EncryptedPayload {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const wrappedKey = publicEncrypt(
    {
      key: createPublicKey({
        key: Buffer.from(publicKey.spki, 'base64'),
        format: 'der',
        type: 'spki',
      }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aesKey,
  );
  return {
    encrypted: {
      keyId: publicKey.keyId,
      key: wrappedKey.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
    },
  };
}

/** Seals a JSON body for a known public key. */
export function encryptForKey(body: unknown, publicKey: GetPublicKeyResponse): EncryptedPayload {
  return sealBytes(Buffer.from(JSON.stringify(body), 'utf8'), publicKey);
}

/** Reads the app's public key through the API, as a client would. */
export async function fetchPublicKey(
  app: FastifyInstance,
  merchant?: string,
): Promise<GetPublicKeyResponse> {
  const response = await app.inject({
    method: 'GET',
    url: apiPaths.systemPublicKey,
    headers: merchant ? { merchant } : {},
  });
  if (response.statusCode !== 200) {
    throw new Error(`public key fetch failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { value: GetPublicKeyResponse }).value;
}

/** The body of an encrypted call for tests: fetches the app's public key and seals `body`. */
export async function encryptBody(
  app: FastifyInstance,
  body: unknown,
  merchant?: string,
): Promise<EncryptedPayload> {
  return encryptForKey(body, await fetchPublicKey(app, merchant));
}
