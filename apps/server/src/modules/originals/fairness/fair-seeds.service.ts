import { createHash, randomBytes } from 'node:crypto';
import { clientSeedPattern, type FairSeedsView, type RevealedSeedPair } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { Executor } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import type {
  FairSeedRow,
  FairSeedsRepository,
  NewSeedPair,
  SeedForOutcome,
} from './fair-seeds.repository.ts';

/** SHA-256 hex of the server seed's text: the hash published before play. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A fresh pair: a random 32-byte server seed (hex) and a random client seed. */
export function newSeedPair(clientSeed?: string): NewSeedPair {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
}

function checkClientSeed(clientSeed: string): string {
  if (!clientSeedPattern.test(clientSeed)) throw new AppError('client_seed_invalid');
  return clientSeed;
}

function revealed(row: FairSeedRow): RevealedSeedPair {
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    finalNonce: row.nonce,
  };
}

export interface FairSeedsDeps {
  db: Db;
  repository: FairSeedsRepository;
}

/**
 * A member's provably fair seed pairs: the hash is shown before play, each outcome takes the
 * next nonce, and rotating reveals the seed (never while a game still depends on it).
 */
export function createFairSeeds({ db, repository }: FairSeedsDeps) {
  async function ensureActive(merchantId: number, memberId: number): Promise<FairSeedRow> {
    const existing = await repository.findActive(memberId);
    if (existing) return existing;
    await repository.insertIfNone(db, merchantId, memberId, newSeedPair());
    const created = await repository.findActive(memberId);
    if (!created) throw new Error('fair seed pair missing after insert');
    return created;
  }

  return {
    ensureActive,

    /** The active pair (created on first use) and the last revealed one. */
    async view(merchantId: number, memberId: number): Promise<FairSeedsView> {
      const active = await ensureActive(merchantId, memberId);
      const previous = await repository.findLastRevealed(memberId);
      return {
        serverSeedHash: active.serverSeedHash,
        clientSeed: active.clientSeed,
        nonce: active.nonce,
        ...(previous ? { previous: revealed(previous) } : {}),
      };
    },

    /** Changes the client seed of the active pair; later outcomes use it. */
    async setClientSeed(
      merchantId: number,
      memberId: number,
      clientSeed: string,
    ): Promise<FairSeedsView> {
      checkClientSeed(clientSeed);
      await ensureActive(merchantId, memberId);
      await db.transaction(async (tx) => {
        // a game in progress was dealt from the current pair; its seeds must not change
        await repository.lockActive(tx, memberId);
        if (await repository.hasActivePlay(tx, memberId)) throw new AppError('play_in_progress');
        await repository.updateClientSeed(tx, memberId, clientSeed);
      });
      return this.view(merchantId, memberId);
    },

    /** Reveals the active pair and starts a new one at nonce 0; refused during a game. */
    async rotate(
      merchantId: number,
      memberId: number,
      clientSeed?: string,
    ): Promise<FairSeedsView> {
      if (clientSeed !== undefined) checkClientSeed(clientSeed);
      await ensureActive(merchantId, memberId);
      await db.transaction(async (tx) => {
        const active = await repository.lockActive(tx, memberId);
        if (await repository.hasActivePlay(tx, memberId)) throw new AppError('play_in_progress');
        if (active) await repository.reveal(tx, active.id);
        await repository.insertIfNone(tx, merchantId, memberId, newSeedPair(clientSeed));
      });
      return this.view(merchantId, memberId);
    },

    /**
     * The pair and nonce of the next outcome, taken inside the caller's transaction so the
     * nonce is spent only if the play is stored.
     */
    async takeNonce(executor: Executor, memberId: number): Promise<SeedForOutcome> {
      const seed = await repository.takeNonce(executor, memberId);
      // the pair was rotated between ensureActive and here: the play is refused, not misdealt
      if (!seed) throw new AppError('bet_refused');
      return seed;
    },

    /** The pair a stored play used. */
    async usedBy(fairSeedId: number): Promise<FairSeedRow> {
      const row = await repository.findById(fairSeedId);
      if (!row) throw new Error(`fair seed ${fairSeedId} missing`);
      return row;
    },
  };
}
export type FairSeeds = ReturnType<typeof createFairSeeds>;
