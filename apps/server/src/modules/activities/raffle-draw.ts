import { createHash } from 'node:crypto';
import { createFairRandom, drawWeighted } from '@lobby/game-math';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh raffle seed: 32 random bytes (hex) are passed in; its hash is what is committed. */
export const seedHash = (serverSeed: string) => sha256(serverSeed);

/** SHA-256 of the ticket ids in ascending order, joined by commas ("1,2,5"). */
export function ticketListHash(ticketIds: readonly number[]): string {
  return sha256([...ticketIds].sort((a, b) => a - b).join(','));
}

/**
 * The provably fair draw (docs/rewards.md "Raffle"): one HMAC-SHA256 stream
 * `createFairRandom({serverSeed, clientSeed: ticket list hash, nonce: 0})`; rank 1, 2, … each
 * take `drawWeighted` over equal weights of the tickets still in the drum (ascending id
 * order), without replacement. Anyone with the revealed seed and the ticket ids recomputes it.
 */
export function drawRaffle(input: {
  serverSeed: string;
  ticketIds: readonly number[];
  prizeCount: number;
}) {
  const drum = [...input.ticketIds].sort((a, b) => a - b);
  const hash = ticketListHash(drum);
  const random = createFairRandom({ serverSeed: input.serverSeed, clientSeed: hash, nonce: 0 });
  const winners: Array<{ rank: number; ticketId: number }> = [];
  for (let rank = 1; rank <= input.prizeCount && drum.length > 0; rank += 1) {
    const index = drawWeighted(
      random,
      drum.map(() => 1),
    );
    winners.push({ rank, ticketId: drum.splice(index, 1)[0]! });
  }
  return { ticketListHash: hash, winners };
}
