import { randomBytes } from 'node:crypto';
import type { RandomSource } from '@lobby/game-math';

/** The stand-in RGS's randomness: the operating system's CSPRNG, 32 bits at a time. */
export function createCryptoRandom(): RandomSource {
  return { nextUint32: () => randomBytes(4).readUInt32BE(0) };
}
