import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ivBytes = 12;
const tagBytes = 16;

/**
 * Seals short secrets for storage (AES-256-GCM under a key derived from the server secret):
 * what a database dump shows is useless without the key, and a changed byte fails to open.
 * The output is base64url of iv | tag | ciphertext.
 */
export function createSecretBox(serverSecret: Buffer, purpose: string) {
  const key = createHmac('sha256', serverSecret).update(`secret-box:${purpose}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The sealed text, or undefined when it was not sealed by this box (or was changed). */
    open(sealed: string): string | undefined {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < ivBytes + tagBytes) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
        decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(ivBytes + tagBytes)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
