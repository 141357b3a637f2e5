/**
 * A fresh idempotency key for a member call that moves money (header `Idempotency-Key`):
 * 128 random bits, base64url, 22 characters (the contracts' idempotencyKeyPattern). Made once
 * per submitted form and reused when the same submission is retried, so a double click or a
 * lost answer never acts twice. getRandomValues works outside secure contexts too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
