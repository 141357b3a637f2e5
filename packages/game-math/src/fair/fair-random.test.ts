import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniformInt } from '../rng/random-source.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import { createFairRandom, hashServerSeed } from './fair-random.ts';

const serverSeed = '9f3c2a61b4e07d58c1a2e3f40516273849aabbccddeeff00112233445566778';
const clientSeed = 'lucky-member-42';

/** The documented stream, rebuilt with node:crypto. */
function expectedWords(nonce: number, count: number): number[] {
  const words: number[] = [];
  for (let cursor = 0; words.length < count; cursor++) {
    const block = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${cursor}`)
      .digest();
    for (let i = 0; i < 32 && words.length < count; i += 4) words.push(block.readUInt32BE(i));
  }
  return words;
}

describe('createFairRandom', () => {
  it('reads HMAC_SHA256(serverSeed, "client:nonce:cursor") 4 bytes at a time, big-endian', () => {
    for (const nonce of [0, 1, 7, 123_456]) {
      const random = createFairRandom({ serverSeed, clientSeed, nonce });
      const words = Array.from({ length: 21 }, () => random.nextUint32());
      expect(words).toEqual(expectedWords(nonce, 21));
    }
  });

  it('replays the same stream from the same seeds and differs per nonce', () => {
    const first = createFairRandom({ serverSeed, clientSeed, nonce: 5 });
    const again = createFairRandom({ serverSeed, clientSeed, nonce: 5 });
    const other = createFairRandom({ serverSeed, clientSeed, nonce: 6 });
    const a = [first.nextUint32(), first.nextUint32()];
    expect([again.nextUint32(), again.nextUint32()]).toEqual(a);
    expect([other.nextUint32(), other.nextUint32()]).not.toEqual(a);
  });

  it('keeps streams of different server seeds apart when interleaved', () => {
    const a = createFairRandom({ serverSeed: 'seed-a', clientSeed, nonce: 0 });
    const b = createFairRandom({ serverSeed: 'seed-b', clientSeed, nonce: 0 });
    const mixed = [a.nextUint32(), b.nextUint32()];
    const aliveA = createFairRandom({ serverSeed: 'seed-a', clientSeed, nonce: 0 }).nextUint32();
    expect(mixed[0]).toBe(aliveA);
    expect(mixed[1]).not.toBe(aliveA);
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => createFairRandom({ serverSeed, clientSeed, nonce: -1 })).toThrow(RangeError);
    expect(() => createFairRandom({ serverSeed, clientSeed, nonce: 1.5 })).toThrow(RangeError);
  });

  it('hashServerSeed is the SHA-256 hex of the seed text', () => {
    expect(hashServerSeed(serverSeed)).toBe(
      createHash('sha256').update(serverSeed, 'utf8').digest('hex'),
    );
  });

  it('gives uniform roulette-sized draws over stepping nonces (chi-square at 99%)', () => {
    const pockets = 37;
    const rounds = 37_000;
    const observed = new Array<number>(pockets).fill(0);
    for (let nonce = 0; nonce < rounds; nonce++) {
      observed[uniformInt(createFairRandom({ serverSeed, clientSeed, nonce }), pockets)]! += 1;
    }
    const result = chiSquare(observed, uniformExpected(pockets, rounds));
    expect(result.degreesOfFreedom).toBe(36);
    expect(result.pValue).toBeGreaterThan(0.01);
  });
});
