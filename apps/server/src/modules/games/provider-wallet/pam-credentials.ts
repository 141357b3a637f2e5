import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What identifies a provider's credentials: raising `credentialVersion` rotates both. */
export interface ProviderIdentity {
  merchantId: number;
  code: string;
  credentialVersion: number;
}

function derive(hmacKey: Buffer, purpose: string, provider: ProviderIdentity): Buffer {
  return createHmac('sha256', hmacKey)
    .update(`${purpose}:${provider.merchantId}:${provider.code}:${provider.credentialVersion}`)
    .digest();
}

/** The provider's PAM API bearer token (nothing secret is stored; it is derived). */
export function providerApiToken(hmacKey: Buffer, provider: ProviderIdentity): string {
  return derive(hmacKey, 'pam-token', provider).toString('base64url');
}

/** The secret a signing provider keys its X-Signature HMACs with. */
export function providerSigningSecret(hmacKey: Buffer, provider: ProviderIdentity): string {
  return derive(hmacKey, 'pam-signing', provider).toString('base64url');
}

/** Hex HMAC-SHA256 of the raw request body under the provider's signing secret. */
export function signRequestBody(signingSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', signingSecret).update(rawBody).digest('hex');
}

/**
 * Compares a presented secret with the expected one in constant time: both are hashed first,
 * so the comparison never depends on where they differ nor leaks the expected length.
 */
export function secretsMatch(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
