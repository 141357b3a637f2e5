import { z } from 'zod';

/** How the total is cut into shares: equal shares, or shares drawn at random when funded. */
export const redEnvelopeSplits = ['fixed', 'random'] as const;
export type RedEnvelopeSplit = (typeof redEnvelopeSplits)[number];

/** Who may claim: the agent's direct downlines, or every account of its team at any depth. */
export const redEnvelopeAudiences = ['direct', 'team'] as const;
export type RedEnvelopeAudience = (typeof redEnvelopeAudiences)[number];

/** `open` while shares are left and time remains; `exhausted` when all are claimed; `expired`. */
export const redEnvelopeStates = ['open', 'exhausted', 'expired'] as const;
export type RedEnvelopeState = (typeof redEnvelopeStates)[number];

/** The most shares one envelope may hold. */
export const maxRedEnvelopeShares = 500;
/** The longest an envelope may stay open, in hours (30 days). */
export const maxRedEnvelopeHours = 720;

/** POST /wps/agent/redEnvelopes (Idempotency-Key): fund an envelope from the main wallet. */
export const createRedEnvelopeRequestSchema = z.object({
  /** The total, in the brand currency ("100.00"); at least one minor unit per share. */
  amount: z.string().min(1).max(40),
  /** How many members may claim a share. */
  shares: z.coerce.number().int().min(1).max(maxRedEnvelopeShares),
  split: z.enum(redEnvelopeSplits),
  audience: z.enum(redEnvelopeAudiences),
  /** Hours from now until the unclaimed rest goes back to the agent. */
  expiresInHours: z.coerce.number().int().min(1).max(maxRedEnvelopeHours),
  /** A greeting shown to the members (optional, plain text). */
  message: z.string().trim().max(100).default(''),
});
export type CreateRedEnvelopeRequest = z.input<typeof createRedEnvelopeRequestSchema>;

export const redEnvelopeClaimSchema = z.object({
  account: z.string(),
  amount: z.string(),
  claimedAt: z.string(),
});
export type RedEnvelopeClaim = z.infer<typeof redEnvelopeClaimSchema>;

/** An envelope as its agent (and the operator) sees it. */
export const redEnvelopeSchema = z.object({
  id: z.number(),
  /** The funding agent's account name. */
  agent: z.string(),
  amount: z.string(),
  shares: z.number(),
  split: z.enum(redEnvelopeSplits),
  audience: z.enum(redEnvelopeAudiences),
  message: z.string(),
  state: z.enum(redEnvelopeStates),
  claimedShares: z.number(),
  claimedAmount: z.string(),
  /** What went back to the agent at expiry ("0.00" before). */
  refundedAmount: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  claims: z.array(redEnvelopeClaimSchema),
});
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>;

const pageFields = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET /wps/agent/redEnvelopes and GET /bo/redEnvelopes. */
export const redEnvelopeListQuerySchema = z.object({
  state: z.enum(redEnvelopeStates).optional(),
  /** Operator only: one agent's envelopes (account name). */
  agent: z.string().trim().min(1).max(32).optional(),
  ...pageFields,
});
export type RedEnvelopeListQuery = z.input<typeof redEnvelopeListQuerySchema>;

export const redEnvelopePageSchema = z.object({
  content: z.array(redEnvelopeSchema),
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type RedEnvelopePage = z.infer<typeof redEnvelopePageSchema>;

/** An envelope a member may claim now (open, in its audience, not claimed by it yet). */
export const claimableRedEnvelopeSchema = z.object({
  id: z.number(),
  /** The upline agent that funded it. */
  agent: z.string(),
  message: z.string(),
  sharesLeft: z.number(),
  expiresAt: z.string(),
});
export type ClaimableRedEnvelope = z.infer<typeof claimableRedEnvelopeSchema>;

export const claimableRedEnvelopesSchema = z.object({
  envelopes: z.array(claimableRedEnvelopeSchema),
});
export type ClaimableRedEnvelopes = z.infer<typeof claimableRedEnvelopesSchema>;

export const redEnvelopeParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** What a claim paid, and the member's main balance after it. */
export const redEnvelopeClaimResultSchema = z.object({
  envelopeId: z.number(),
  amount: z.string(),
  balance: z.string(),
});
export type RedEnvelopeClaimResult = z.infer<typeof redEnvelopeClaimResultSchema>;
