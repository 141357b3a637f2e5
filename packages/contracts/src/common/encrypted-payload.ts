import { z } from 'zod';

const base64 = z
  .string()
  .max(64 * 1024)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64');

/**
 * The body of an encrypted call (§7.1 "encrypt"): a fresh AES-256-GCM key wrapped with the
 * server's RSA-OAEP-256 public key, and the JSON body sealed under it (ciphertext + tag).
 */
export const encryptedPayloadSchema = z.object({
  encrypted: z.object({
    /** Which server key wrapped the AES key. */
    keyId: z.string().min(1).max(64),
    /** The AES key, RSA-OAEP-256 encrypted, base64. */
    key: base64,
    /** The 12-byte GCM nonce, base64. */
    iv: base64,
    /** AES-256-GCM ciphertext followed by its 16-byte tag, base64. */
    data: base64,
  }),
});
export type EncryptedPayload = z.infer<typeof encryptedPayloadSchema>;

/** The server's public key for encrypted calls (`GET /wps/system/publicKey`). */
export const getPublicKeyResponseSchema = z.object({
  keyId: z.string(),
  /** Always RSA-OAEP-256 key wrapping with A256GCM content encryption. */
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  /** SubjectPublicKeyInfo, base64 (DER), importable with WebCrypto `importKey('spki', …)`. */
  spki: z.string(),
});
export type GetPublicKeyResponse = z.infer<typeof getPublicKeyResponseSchema>;
