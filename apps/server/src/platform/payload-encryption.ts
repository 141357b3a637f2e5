import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { encryptedPayloadSchema, resolveAuthPolicy, type EncryptedPayload } from '@lobby/contracts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { loadServerSecret } from './server-secrets.ts';

/** The server's key for encrypted calls (§7.1 "encrypt"): publishes the public half, opens bodies. */
export interface PayloadCrypto {
  /** First 16 hex characters of SHA-256 over the public key's SPKI DER. */
  readonly keyId: string;
  /** The public key as SubjectPublicKeyInfo DER, base64. */
  readonly spki: string;
  /** Opens an encrypted body and parses its JSON; any failure is AppError('decryption_failed'). */
  decrypt(payload: EncryptedPayload['encrypted']): unknown;
}

const secretName = 'payload-private-key';
// 3072 bits gives about 128-bit strength, matching the rest of the suite (NIST SP 800-57)
const generatedModulusBits = 3072;
const smallestAcceptedModulusBits = 2048;
const aesKeyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;

const generateRsaKeyPair = promisify(generateKeyPair);

/** The configured key, else the stored one, else a new one stored for every instance. */
async function loadPrivateKeyPem(db: Db, configured: string | undefined): Promise<string> {
  // an environment variable often carries the PEM on one line with literal \n
  if (configured) return configured.replaceAll('\\n', '\n');
  return loadServerSecret(db, secretName, undefined, async () => {
    const { privateKey } = await generateRsaKeyPair('rsa', {
      modulusLength: generatedModulusBits,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    return privateKey;
  });
}

/** Parses the PEM and refuses anything but an RSA key of at least 2048 bits, at start-up. */
function toRsaPrivateKey(pem: string): KeyObject {
  const key = createPrivateKey(pem);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < smallestAcceptedModulusBits) {
    throw new Error(
      `PAYLOAD_PRIVATE_KEY must be an RSA key of ${smallestAcceptedModulusBits}+ bits`,
    );
  }
  return key;
}

/**
 * Refuses keys that would let the decrypted JSON reach an object's prototype, as Fastify's
 * own body parser does for plain JSON bodies.
 */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new Error('prototype key in body');
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
    throw new Error('constructor.prototype in body');
  return value;
}

function openBody(privateKey: KeyObject, keyId: string, sealed: EncryptedPayload['encrypted']) {
  if (sealed.keyId !== keyId) throw new Error('unknown key id');
  const wrappedKey = Buffer.from(sealed.key, 'base64');
  const iv = Buffer.from(sealed.iv, 'base64');
  const data = Buffer.from(sealed.data, 'base64');
  if (iv.length !== ivBytes || data.length < tagBytes) throw new Error('bad sizes');
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    wrappedKey,
  );
  if (aesKey.length !== aesKeyBytes) throw new Error('bad key size');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: tagBytes });
  decipher.setAuthTag(data.subarray(data.length - tagBytes));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - tagBytes)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'), refusePrototypeKeys) as unknown;
}

/**
 * Loads the payload key (PAYLOAD_PRIVATE_KEY, else the one kept in the database, else a new
 * one stored for every instance) and returns what the routes need of it.
 */
export async function createPayloadCrypto(
  db: Db,
  config: Pick<Config, 'PAYLOAD_PRIVATE_KEY'>,
): Promise<PayloadCrypto> {
  const privateKey = toRsaPrivateKey(await loadPrivateKeyPem(db, config.PAYLOAD_PRIVATE_KEY));
  const spkiDer = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const keyId = createHash('sha256').update(spkiDer).digest('hex').slice(0, 16);
  return {
    keyId,
    spki: spkiDer.toString('base64'),
    decrypt(payload) {
      try {
        return openBody(privateKey, keyId, payload);
      } catch (error) {
        // one answer for every cause: telling them apart would help an attacker probe the key
        throw new AppError('decryption_failed', { cause: error });
      }
    },
  };
}

/** Whether a body claims to be encrypted, so a broken envelope is not mistaken for plaintext. */
function claimsEncryption(body: unknown): boolean {
  return body !== null && typeof body === 'object' && 'encrypted' in body;
}

/**
 * A `preValidation` hook for the calls marked "encrypt": opens an encrypted body and puts the
 * plain one in its place, so the route's body schema describes the decrypted shape (Fastify
 * validates the body after preValidation). Plain bodies are refused unless the brand lets API
 * clients send them.
 */
export function requireEncryptedBody(
  payloadCrypto: PayloadCrypto,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const body: unknown = request.body;
    if (claimsEncryption(body)) {
      const envelope = encryptedPayloadSchema.safeParse(body);
      if (!envelope.success) throw new AppError('decryption_failed');
      request.body = payloadCrypto.decrypt(envelope.data.encrypted);
      return;
    }
    // request.merchant is missing only outside the API scope; no brand, no exception
    const merchant = request.merchant as typeof request.merchant | null;
    if (!resolveAuthPolicy(merchant?.authPolicy).allowPlaintextForApiClients) {
      throw new AppError('encryption_required');
    }
  };
}
