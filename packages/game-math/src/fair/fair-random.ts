import { type RandomSource } from '../rng/random-source.ts';
import { createHmacSha256 } from './hmac-sha256.ts';
import { sha256Hex, utf8Bytes } from './sha256.ts';

/** The three inputs of a provably fair outcome. */
export interface FairSeeds {
  /** The secret seed whose SHA-256 was published before play; used as the HMAC key as text. */
  serverSeed: string;
  /** The player's seed (any text; the player may change it). */
  clientSeed: string;
  /** The play's number under this seed pair: 0, 1, 2, … */
  nonce: number;
}

/**
 * The published commitment to a server seed: SHA-256 of its UTF-8 text, 64 lowercase hex
 * digits. The seed is used as text (not hex-decoded), exactly as the HMAC key is.
 */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/**
 * The provably fair byte stream as a RandomSource. Block `cursor` (0, 1, 2, …) is
 * HMAC_SHA256(key = UTF-8(serverSeed), message = UTF-8(`${clientSeed}:${nonce}:${cursor}`));
 * the blocks are concatenated and each nextUint32 takes the next 4 bytes, big-endian.
 * Ranges come from uniformInt (rejection sampling), so there is no modulo bias.
 */
export function createFairRandom(seeds: FairSeeds): RandomSource {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new RangeError(`bad nonce ${seeds.nonce}`);
  }
  return createHmacStream(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:`);
}

/**
 * The house HMAC-SHA256 byte stream: block `cursor` (0, 1, 2, …) is
 * HMAC_SHA256(key = UTF-8(serverSeed), message = UTF-8(prefix + cursor)), blocks concatenated,
 * each nextUint32 the next 4 bytes big-endian. The instant games' prefix is
 * `${clientSeed}:${nonce}:`, the lottery's `${issueId}:${beacon}:`.
 */
export function createHmacStream(serverSeed: string, prefix: string): RandomSource {
  const hmac = keyedHmac(serverSeed);
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let used = 32;
  return {
    nextUint32() {
      if (used === 32) {
        block = hmac(utf8Bytes(prefix + cursor));
        cursor += 1;
        used = 0;
      }
      const value =
        ((block[used]! << 24) |
          (block[used + 1]! << 16) |
          (block[used + 2]! << 8) |
          block[used + 3]!) >>>
        0;
      used += 4;
      return value;
    },
  };
}

let lastKey: { serverSeed: string; hmac: (message: Uint8Array) => Uint8Array } | undefined;

/** The HMAC keyed by a server seed; the last one is kept, as plays reuse one seed many times. */
function keyedHmac(serverSeed: string): (message: Uint8Array) => Uint8Array {
  if (lastKey?.serverSeed !== serverSeed) {
    lastKey = { serverSeed, hmac: createHmacSha256(utf8Bytes(serverSeed)) };
  }
  return lastKey.hmac;
}
