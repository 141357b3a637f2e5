import {
  apiPaths,
  type EncryptedPayload,
  type Envelope,
  type GetPublicKeyResponse,
} from '@lobby/contracts';
import { readSession } from './session-storage.ts';

/** The server's public key, imported once for wrapping AES keys. */
interface ServerKey {
  keyId: string;
  wrappingKey: CryptoKey;
}

let serverKey: Promise<ServerKey> | undefined;

/** WebCrypto exists only in secure contexts (https, localhost); say so instead of a TypeError. */
function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) throw new Error('WebCrypto is unavailable: the page must be served over https');
  return subtle;
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function importServerKey(publicKey: GetPublicKeyResponse): Promise<ServerKey> {
  const wrappingKey = await subtleCrypto().importKey(
    'spki',
    fromBase64(publicKey.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  return { keyId: publicKey.keyId, wrappingKey };
}

async function fetchServerKey(): Promise<ServerKey> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const { merchantCode } = readSession();
  if (merchantCode) headers.merchant = merchantCode;
  const response = await fetch(apiPaths.systemPublicKey, { headers });
  const envelope = (await response.json()) as Envelope<GetPublicKeyResponse>;
  if (!envelope.success) throw new Error(`public key refused: ${envelope.code}`);
  return importServerKey(envelope.value);
}

/** The server key for this page, fetched once; a failed fetch is not kept, so the next call retries. */
function currentServerKey(): Promise<ServerKey> {
  if (!serverKey) {
    const loading = fetchServerKey();
    serverKey = loading;
    loading.catch(() => {
      if (serverKey === loading) serverKey = undefined;
    });
  }
  return serverKey;
}

/** Forgets the server key, e.g. after a 'decryption_failed' answer: the key may have rotated. */
export function forgetServerKey(): void {
  serverKey = undefined;
}

/**
 * Seals `body` for a given server key: JSON under a fresh AES-256-GCM key and 12-byte nonce,
 * the AES key wrapped with RSA-OAEP (SHA-256). A new AES key per call means one leaked body
 * key opens one body only.
 */
export async function encryptForServerKey(
  body: unknown,
  publicKey: GetPublicKeyResponse,
): Promise<EncryptedPayload> {
  return seal(body, await importServerKey(publicKey));
}

async function seal(body: unknown, key: ServerKey): Promise<EncryptedPayload> {
  const subtle = subtleCrypto();
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  // WebCrypto's AES-GCM output is the ciphertext with the 16-byte tag appended, as the server expects
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const wrapped = await subtle.wrapKey('raw', aesKey, key.wrappingKey, { name: 'RSA-OAEP' });
  return {
    encrypted: {
      keyId: key.keyId,
      key: toBase64(wrapped),
      iv: toBase64(iv),
      data: toBase64(data),
    },
  };
}

/** Seals the body of a call marked "encrypt" (§7.1) with the server's published key. */
export async function encryptPayload(body: unknown): Promise<EncryptedPayload> {
  return seal(body, await currentServerKey());
}
