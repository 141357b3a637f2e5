import { z } from 'zod';

/**
 * The proof of work a login pays once it has failed before (issue 12, F2): the server hands
 * out a signed, short-lived, single-use `challenge` with a `difficulty`; the client finds a
 * `nonce` (decimal digits) so that SHA-256(challenge + nonce), over their UTF-8 bytes, starts
 * with `difficulty` zero bits. The difficulty grows with the failures for the account and
 * for the IP, so a fresh login pays nothing and a guesser pays twice as much per failure.
 */
export const loginProofChallengeSchema = z.object({
  /** Opaque, signed by the server; send it back unchanged. */
  challenge: z.string(),
  /** Leading zero bits the hash must have. */
  difficulty: z.number().int().min(1).max(32),
});
export type LoginProofChallenge = z.infer<typeof loginProofChallengeSchema>;

/** The solved challenge, sent with the login that it pays for. */
export const loginProofSchema = z.object({
  challenge: z.string().min(1).max(256),
  nonce: z.string().regex(/^\d{1,16}$/),
});
export type LoginProof = z.infer<typeof loginProofSchema>;
