import { z } from 'zod';

/** Paths of a member's provably fair seeds (X-Player-Token). */
export const fairnessPaths = {
  seeds: '/originals/v1/fairness',
  clientSeed: '/originals/v1/fairness/client-seed',
  rotate: '/originals/v1/fairness/rotate',
} as const;

/** A client seed the member may choose: 1–64 letters, digits, dashes or underscores. */
export const clientSeedPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The seed pair that decided one outcome, enough to verify it once the seed is revealed. */
export const fairnessUsedSchema = z.object({
  /** SHA-256 (hex) of the server seed, published before the play. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce this outcome used. */
  nonce: z.number().int().nonnegative(),
});
export type FairnessUsed = z.infer<typeof fairnessUsedSchema>;

/** A retired seed pair: the server seed is now public. */
export const revealedSeedPairSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The next nonce the pair would have used: outcomes used nonces 0 … finalNonce − 1. */
  finalNonce: z.number().int().nonnegative(),
});
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

/** GET /originals/v1/fairness: the active pair (seed hidden) and the last revealed one. */
export const fairSeedsViewSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next outcome will use. */
  nonce: z.number().int().nonnegative(),
  previous: revealedSeedPairSchema.optional(),
});
export type FairSeedsView = z.infer<typeof fairSeedsViewSchema>;

/** PUT /originals/v1/fairness/client-seed: checked against `clientSeedPattern` by the server. */
export const setClientSeedRequestSchema = z.object({ clientSeed: z.string().max(200) });
export type SetClientSeedRequest = z.infer<typeof setClientSeedRequestSchema>;

/** POST /originals/v1/fairness/rotate: optionally the client seed of the new pair. */
export const rotateSeedsRequestSchema = z.object({ clientSeed: z.string().max(200).optional() });
export type RotateSeedsRequest = z.infer<typeof rotateSeedsRequestSchema>;
