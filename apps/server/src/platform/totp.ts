import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4648 base32 alphabet, as authenticator apps read secrets. */
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 (RFC 4648, no padding) of bytes. */
export function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Bytes of a base32 text (case, spaces and padding ignored); undefined on a foreign letter. */
export function fromBase32(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP with HMAC-SHA-1: the `digits`-digit code of `counter`. */
export function hotp(secret: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  // dynamic truncation (RFC 4226 §5.3)
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 time step: 30 seconds from the Unix epoch. */
export const totpStepSeconds = 30;

/** The time step `at` falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

/** RFC 6238 TOTP (SHA-1, 30 s): the code at `at`. */
export function totp(secret: Buffer, at: Date, digits = 6): string {
  return hotp(secret, totpStep(at), digits);
}

/**
 * The step a typed code belongs to, one step of clock drift either way, or undefined. The
 * caller refuses a step it has already accepted (a code is good once).
 */
export function matchTotpStep(secret: Buffer, code: string, at: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(at);
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return undefined;
}

/** A new 160-bit secret (RFC 4226 recommends 160 bits for HMAC-SHA-1). */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

/** The otpauth:// URI an authenticator app scans (Key Uri Format). */
export function otpauthUri(input: { issuer: string; account: string; secret: Buffer }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: toBase32(input.secret),
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
