import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Header carrying the hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const signatureHeader = 'x-gateway-signature';
/** Header carrying the sender's clock as Unix seconds; it is part of the signed text. */
export const timestampHeader = 'x-gateway-timestamp';
/** A callback older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const signatureFreshnessSeconds = 300;

const hexSignature = /^[0-9a-f]{64}$/;
const unixSeconds = /^\d{1,12}$/;

/** Why a callback's signature was not accepted. */
export type SignatureProblem = 'missing_signature' | 'bad_signature' | 'stale_timestamp';

function mac(secret: Buffer, timestamp: string, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** The headers a sender adds to a body it signs at `now`. */
export function signCallback(
  secret: Buffer,
  rawBody: Buffer,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [timestampHeader]: timestamp,
    [signatureHeader]: mac(secret, timestamp, rawBody).toString('hex'),
  };
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Checks a callback's signature over the exact bytes received, before anything parses them.
 * The comparison runs in constant time on two 32-byte buffers, so the time taken says nothing
 * about how much of a forged signature was right.
 */
export function checkCallbackSignature(
  secret: Buffer,
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  now: Date = new Date(),
): SignatureProblem | 'valid' {
  const signature = single(headers[signatureHeader])?.toLowerCase();
  const timestamp = single(headers[timestampHeader]);
  if (!signature || !timestamp) return 'missing_signature';
  if (!hexSignature.test(signature) || !unixSeconds.test(timestamp)) return 'bad_signature';
  const expected = mac(secret, timestamp, rawBody);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'bad_signature';
  }
  // checked after the MAC, so only a genuine but old (or early) message is called stale
  const age = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  return age > signatureFreshnessSeconds ? 'stale_timestamp' : 'valid';
}
