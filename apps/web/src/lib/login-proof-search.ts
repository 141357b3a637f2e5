import type { LoginProof, LoginProofChallenge } from '@lobby/contracts';

/** Hashes awaited together: enough to keep crypto.subtle busy, few enough to stop promptly. */
const batchSize = 1000;

const encoder = new TextEncoder();

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: ArrayBuffer): number {
  let bits = 0;
  for (const byte of new Uint8Array(digest)) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/**
 * Finds the proof of work a login asks for: the first nonce (decimal) whose SHA-256 of
 * challenge + nonce starts with `difficulty` zero bits. Runs in the login-proof worker, off
 * the main thread; `shouldStop` lets the caller give up between batches.
 */
export async function searchLoginProof(
  { challenge, difficulty }: LoginProofChallenge,
  shouldStop: () => boolean = () => false,
): Promise<LoginProof> {
  for (let start = 0; ; start += batchSize) {
    if (shouldStop()) throw new Error('The proof-of-work search was stopped');
    const digests = await Promise.all(
      Array.from({ length: batchSize }, (_, offset) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}${start + offset}`)),
      ),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(digest) >= difficulty);
    if (found >= 0) return { challenge, nonce: String(start + found) };
  }
}
