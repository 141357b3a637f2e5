import { type RandomSource } from './random-source.ts';

/** SplitMix32 step: spreads a small seed over the 128-bit state (never all zero). */
function splitMix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * xoshiro128** (Blackman and Vigna): a fast seeded PRNG for simulations and RTP runs only.
 * Never for real play: its output is predictable from a few draws.
 */
export function createFastRandom(seed: number): RandomSource {
  const next = splitMix32(seed);
  // int32 state words keep V8 on small-integer arithmetic
  let a = next() | 0;
  let b = next() | 0;
  let c = next() | 0;
  let d = next() | 0;
  return {
    nextUint32() {
      const result = Math.imul(rotateLeft(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotateLeft(d, 11);
      return result;
    },
  };
}

function rotateLeft(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
