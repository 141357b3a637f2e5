import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type EncryptedPayload, type GetPublicKeyResponse } from '@lobby/contracts';
import { ApiError, apiRequest } from './api-client.ts';
import { encryptPayload, forgetServerKey } from './payload-encryption.ts';
import { setSessionValue } from './session-storage.ts';

function makeServerKey(keyId: string): { privateKey: KeyObject; published: GetPublicKeyResponse } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { privateKey, published: { keyId, algorithm: 'RSA-OAEP-256+A256GCM', spki } };
}

const first = makeServerKey('key-one');
const second = makeServerKey('key-two');

/** Opens a sealed body the way the server does, with node:crypto. */
function openWithNode(privateKey: KeyObject, sealed: EncryptedPayload['encrypted']): unknown {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(sealed.key, 'base64'),
  );
  expect(aesKey).toHaveLength(32);
  const iv = Buffer.from(sealed.iv, 'base64');
  expect(iv).toHaveLength(12);
  const data = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([
    decipher.update(data.subarray(0, data.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: publishes `keys` in turn (one per fetch) and records every call. */
function fakeServer(keys: GetPublicKeyResponse[], answer: (body: unknown) => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  let published = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (url === apiPaths.systemPublicKey) {
      const key = keys[Math.min(published, keys.length - 1)];
      published += 1;
      return json({ success: true, value: key });
    }
    return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, keyFetches: () => calls.filter((call) => call.url === apiPaths.systemPublicKey) };
}

const failure = (code: string) =>
  json({ success: false, code, messageKey: `err_${code}`, message: code }, 400);

beforeEach(() => {
  forgetServerKey();
  setSessionValue('merchantCode', null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encryptPayload', () => {
  it('has WebCrypto in the test environment', () => {
    expect(globalThis.crypto.subtle).toBeDefined();
  });

  it('seals JSON that node:crypto opens with the private key', async () => {
    fakeServer([first.published], () => json({}));
    const body = { username: 'somchai', password: 'Secret#123', nested: { ok: true } };
    const sealed = await encryptPayload(body);
    expect(sealed.encrypted.keyId).toBe('key-one');
    expect(JSON.stringify(sealed)).not.toContain('Secret#123');
    expect(openWithNode(first.privateKey, sealed.encrypted)).toEqual(body);
  });

  it('uses a fresh AES key and nonce for every body', async () => {
    fakeServer([first.published], () => json({}));
    const [one, two] = await Promise.all([encryptPayload('same'), encryptPayload('same')]);
    expect(one?.encrypted.iv).not.toBe(two?.encrypted.iv);
    expect(one?.encrypted.data).not.toBe(two?.encrypted.data);
    const aesKeyOf = (sealed: EncryptedPayload | undefined) =>
      privateDecrypt(
        { key: first.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed?.encrypted.key ?? '', 'base64'),
      ).toString('hex');
    expect(aesKeyOf(one)).not.toBe(aesKeyOf(two));
  });

  it('fetches the public key once per page, with the brand of the session', async () => {
    setSessionValue('merchantCode', 'lotus');
    const server = fakeServer([first.published, second.published], () => json({}));
    await encryptPayload(1);
    await encryptPayload(2);
    expect(server.keyFetches()).toHaveLength(1);
    expect(server.keyFetches()[0]?.init?.headers).toMatchObject({ merchant: 'lotus' });
    forgetServerKey();
    const sealed = await encryptPayload(3);
    expect(server.keyFetches()).toHaveLength(2);
    expect(openWithNode(second.privateKey, sealed.encrypted)).toBe(3);
  });

  it('does not keep a failed key fetch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(encryptPayload(1)).rejects.toThrow('offline');
    fakeServer([first.published], () => json({}));
    const sealed = await encryptPayload(1);
    expect(openWithNode(first.privateKey, sealed.encrypted)).toBe(1);
  });
});

describe('apiRequest with encrypt', () => {
  it('sends the sealed body and leaves other calls plain', async () => {
    const received: unknown[] = [];
    fakeServer([first.published], (body) => {
      received.push(body);
      return json({ success: true, value: 'ok' });
    });
    await apiRequest('POST', '/wps/session/login', { body: { password: 'pw' }, encrypt: true });
    await apiRequest('POST', '/wps/feedback', { body: { text: 'hi' } });
    const [sealed, plain] = received as [EncryptedPayload, unknown];
    expect(openWithNode(first.privateKey, sealed.encrypted)).toEqual({ password: 'pw' });
    expect(plain).toEqual({ text: 'hi' });
  });

  it('refetches the key and retries once after decryption_failed', async () => {
    const keyIds: string[] = [];
    const server = fakeServer([first.published, second.published], (body) => {
      const sealed = (body as EncryptedPayload).encrypted;
      keyIds.push(sealed.keyId);
      // the server rotated to the second key since the page loaded
      if (sealed.keyId !== 'key-two') return failure('decryption_failed');
      return json({ success: true, value: openWithNode(second.privateKey, sealed) });
    });
    const value = await apiRequest('PUT', '/wps/member/register', {
      body: { a: 1 },
      encrypt: true,
    });
    expect(value).toEqual({ a: 1 });
    expect(keyIds).toEqual(['key-one', 'key-two']);
    expect(server.keyFetches()).toHaveLength(2);
  });

  it('gives up after one retry and does not retry other failures', async () => {
    let posts = 0;
    fakeServer([first.published], () => {
      posts += 1;
      return failure('decryption_failed');
    });
    const error = await apiRequest('POST', '/x', { body: {}, encrypt: true }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('decryption_failed');
    expect(posts).toBe(2);

    posts = 0;
    fakeServer([first.published], () => {
      posts += 1;
      return failure('validation_failed');
    });
    await expect(apiRequest('POST', '/x', { body: {}, encrypt: true })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect(posts).toBe(1);
  });

  it('reports an unreachable key as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(apiRequest('POST', '/x', { body: {}, encrypt: true })).rejects.toMatchObject({
      code: 'service_unavailable',
    });
  });
});
