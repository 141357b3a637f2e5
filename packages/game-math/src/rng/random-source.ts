/**
 * Where every game outcome's randomness comes from: 32-bit unsigned integers, uniform.
 * Production uses the provably fair HMAC-SHA256 stream; simulations use a fast seeded PRNG.
 */
export interface RandomSource {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const twoTo32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, n) without modulo bias: draws below the largest multiple of n
 * that fits in 32 bits are kept, the rest are thrown away and drawn again.
 */
export function uniformInt(source: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > twoTo32) throw new RangeError(`bad range ${n}`);
  const limit = twoTo32 - (twoTo32 % n);
  for (;;) {
    const value = source.nextUint32();
    if (value < limit) return value % n;
  }
}

/** A uniform float in [0, 1) with 52 random bits (two draws). */
export function uniformFloat(source: RandomSource): number {
  const high = source.nextUint32() >>> 6; // 26 bits
  const low = source.nextUint32() >>> 6; // 26 bits
  return (high * 0x400_0000 + low) / 0x10_0000_0000_0000;
}
