import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, base64url (ASVS 7.2.3 asks for at least 128). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. A stolen table gives no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
