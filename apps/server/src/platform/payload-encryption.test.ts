import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPaths, type EncryptedPayload, type GetPublicKeyResponse } from '@lobby/contracts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { merchants, serverSecrets } from '../db/schema/index.ts';
import { seedDemo } from '../seed/seed.ts';
import { createMerchantRepository } from '../modules/system/index.ts';
import { createTestDatabase } from '../../test/database-kit.ts';
import {
  encryptBody,
  encryptForKey,
  fetchPublicKey,
  sealBytes,
} from '../../test/encrypted-body-kit.ts';
import { installErrorHandling } from './error-handler.ts';
import { requireMerchant } from './merchant-context.ts';
import { createPayloadCrypto, requireEncryptedBody } from './payload-encryption.ts';
import { payloadEncryptionRoutes } from './payload-encryption.routes.ts';

const echoPath = '/wps/test/echo';

/** An API scope like the real one, with a throwaway encrypted route whose schema is the plain shape. */
async function buildEchoApp(database: Database): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const payloadCrypto = await createPayloadCrypto(database.db, testConfig());
  await app.register(async (api) => {
    requireMerchant(api, createMerchantRepository(database.db));
    await api.register(payloadEncryptionRoutes, { payloadCrypto });
    api.withTypeProvider<ZodTypeProvider>().post(
      echoPath,
      {
        preValidation: [requireEncryptedBody(payloadCrypto)],
        schema: { body: z.object({ username: z.string().min(1), count: z.number().int() }) },
      },
      async (request) => ({ success: true as const, value: request.body }),
    );
  });
  await app.ready();
  return app;
}

/** Changes one byte of a base64 field at `index` (negative counts from the end). */
function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

function withField(
  payload: EncryptedPayload,
  change: Partial<EncryptedPayload['encrypted']>,
): EncryptedPayload {
  return { encrypted: { ...payload.encrypted, ...change } };
}

describe('payload encryption', () => {
  let database: Database;
  let app: FastifyInstance;
  let publicKey: GetPublicKeyResponse;
  const post = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: echoPath,
      ...(payload === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
    });
  const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    app = await buildEchoApp(database);
    publicKey = await fetchPublicKey(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('publishes the public key, cacheable, with an id derived from it', async () => {
    const response = await app.inject({ method: 'GET', url: apiPaths.systemPublicKey });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { value } = response.json() as { value: GetPublicKeyResponse };
    expect(value.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const der = Buffer.from(value.spki, 'base64');
    const key = createPublicKey({ key: der, format: 'der', type: 'spki' });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(value.keyId).toBe(createHash('sha256').update(der).digest('hex').slice(0, 16));
  });

  it('opens an encrypted body before the route validates it', async () => {
    const body = { username: 'somchai', count: 3 };
    const response = await post(await encryptBody(app, body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: body });
  });

  it('validates the decrypted body against the route schema', async () => {
    const response = await post(encryptForKey({ username: '', count: 'x' }, publicKey));
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('validation_failed');
  });

  it('refuses tampered ciphertext, tag, wrapped key or nonce', async () => {
    const sealed = encryptForKey({ username: 'somchai', count: 1 }, publicKey);
    const tampered = [
      withField(sealed, { data: flipByte(sealed.encrypted.data, 0) }),
      withField(sealed, { data: flipByte(sealed.encrypted.data, -1) }),
      withField(sealed, { key: flipByte(sealed.encrypted.key, 10) }),
      withField(sealed, { iv: flipByte(sealed.encrypted.iv, 0) }),
    ];
    for (const payload of tampered) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('decryption_failed');
    }
  });

  it('refuses a body sealed for another key id', async () => {
    const sealed = encryptForKey({ username: 'somchai', count: 1 }, publicKey);
    const response = await post(withField(sealed, { keyId: '0123456789abcdef' }));
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('decryption_failed');
  });

  it('refuses a body sealed for another public key with the right id', async () => {
    const { publicKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = otherKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const sealed = encryptForKey({ username: 'a', count: 1 }, { ...publicKey, spki });
    const response = await post(sealed);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('decryption_failed');
  });

  it('refuses sealed bytes that are not JSON or that reach for a prototype', async () => {
    for (const plain of ['not json', '{"__proto__":{"admin":true},"username":"a","count":1}']) {
      const response = await post(sealBytes(Buffer.from(plain), publicKey));
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('decryption_failed');
    }
  });

  it('answers broken envelopes with a 400, never a 500', async () => {
    const sealed = encryptForKey({ username: 'a', count: 1 }, publicKey);
    const broken: unknown[] = [
      { encrypted: 'x' },
      { encrypted: null },
      { encrypted: { keyId: publicKey.keyId } },
      withField(sealed, { key: '!!notbase64' }),
      withField(sealed, { iv: '' }),
      withField(sealed, { iv: Buffer.alloc(16).toString('base64') }),
      withField(sealed, { data: Buffer.alloc(8).toString('base64') }),
      withField(sealed, { key: Buffer.alloc(10).toString('base64') }),
      withField(sealed, { data: '' }),
    ];
    for (const payload of broken) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(codeOf(response)).toBe('decryption_failed');
    }
  });

  it('refuses plain bodies unless the brand allows them for API clients', async () => {
    const plain = { username: 'somchai', count: 2 };
    for (const payload of [plain, [1, 2], 'text', undefined]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('encryption_required');
    }
    await database.db
      .update(merchants)
      .set({ authPolicy: { allowPlaintextForApiClients: true } })
      .where(eq(merchants.code, 'lotus'));
    try {
      const allowed = await post(plain);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ success: true, value: plain });
      // allowed plaintext is still validated, and encrypted bodies still work
      expect(codeOf(await post({ username: 'a' }))).toBe('validation_failed');
      expect((await post(encryptForKey(plain, publicKey))).statusCode).toBe(200);
    } finally {
      await database.db
        .update(merchants)
        .set({ authPolicy: {} })
        .where(eq(merchants.code, 'lotus'));
    }
  });
});

describe('the payload key', () => {
  it('is generated once and shared by every app on the same database', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig({ WEB_DIST_DIR: '/nonexistent-web-dist' });
      const first = await buildApp({ config, database });
      const second = await buildApp({ config, database });
      try {
        await seedDemo(database.db);
        const [firstKey, secondKey] = await Promise.all([
          fetchPublicKey(first),
          fetchPublicKey(second),
        ]);
        expect(secondKey).toEqual(firstKey);
        const stored = await database.db
          .select()
          .from(serverSecrets)
          .where(eq(serverSecrets.name, 'payload-private-key'));
        expect(stored).toHaveLength(1);
        expect(stored[0]?.value).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      await database.close();
    }
  });

  it('is the same for instances that start at the same moment on an empty database', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig();
      const [first, second] = await Promise.all([
        createPayloadCrypto(database.db, config),
        createPayloadCrypto(database.db, config),
      ]);
      expect(second.keyId).toBe(first.keyId);
      expect(second.spki).toBe(first.spki);
    } finally {
      await database.close();
    }
  });

  it('comes from PAYLOAD_PRIVATE_KEY when configured, even on one line with \\n', async () => {
    const database = await createTestDatabase();
    try {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
      for (const configured of [pem, pem.replaceAll('\n', '\\n')]) {
        const crypto = await createPayloadCrypto(database.db, { PAYLOAD_PRIVATE_KEY: configured });
        expect(crypto.spki).toBe(spki);
        const sealed = encryptForKey(
          { ok: true },
          { keyId: crypto.keyId, algorithm: 'RSA-OAEP-256+A256GCM', spki },
        );
        expect(crypto.decrypt(sealed.encrypted)).toEqual({ ok: true });
      }
      const stored = await database.db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, 'payload-private-key'));
      expect(stored).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  it('refuses a configured key that is not RSA of 2048+ bits', async () => {
    const database = await createTestDatabase();
    try {
      const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
      const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
      for (const key of [small, ec]) {
        const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
        await expect(
          createPayloadCrypto(database.db, { PAYLOAD_PRIVATE_KEY: pem }),
        ).rejects.toThrow(/RSA key of 2048\+ bits/);
      }
    } finally {
      await database.close();
    }
  });
});
