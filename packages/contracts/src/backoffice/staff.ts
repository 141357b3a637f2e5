import { z } from 'zod';
import { loginProofSchema } from '../identity/login-proof.ts';

/**
 * Operator roles. cashier: review deposits and withdrawals; finance: also manual adjustments;
 * admin: everything.
 */
export const staffRoles = ['cashier', 'finance', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** POST /bo/session/login (sealed like the member login: the password never travels plain). */
export const staffLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The solved proof of work, when the server asked for one (`login_proof_required`). */
  proof: loginProofSchema.optional(),
});
/** A live staff session: the Bearer token of the back-office calls. */
export const staffSessionSchema = z.object({
  status: z.literal('ok'),
  token: z.string(),
  username: z.string(),
  roles: z.array(z.enum(staffRoles)),
  /** When the session ends at the latest (8 hours after login); idle 30 minutes ends it sooner. */
  expiresAt: z.string(),
});
/**
 * The password was right and a second step is due: a code from the authenticator app (or a
 * recovery code), or first the enrolment, which finance and admin staff cannot skip.
 */
export const staffLoginStepSchema = z.object({
  status: z.enum(['two_factor_required', 'two_factor_enrolment_required']),
  /** Proves the password step to the two-factor calls; single use, 5 minutes. */
  challenge: z.string(),
  expiresAt: z.string(),
});
export const staffLoginResultSchema = z.discriminatedUnion('status', [
  staffSessionSchema,
  staffLoginStepSchema,
]);
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;
export type StaffSession = z.infer<typeof staffSessionSchema>;
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

/** POST /bo/session/logout */
export const staffLogoutResultSchema = z.object({ loggedOut: z.literal(true) });

/** Approve or reject a deposit or withdrawal; rejection needs a note the member sees. */
export const reviewRequestSchema = z.object({ note: z.string().trim().max(500).optional() });
/** The body of an action whose note is optional: it may come without a body (Fastify: null). */
export const optionalReviewRequestSchema = reviewRequestSchema.nullish();
export const rejectRequestSchema = z.object({ note: z.string().trim().min(1).max(500) });
/** Approving a withdrawal picks how it is paid. */
export const approveWithdrawalRequestSchema = z.object({
  payoutMethod: z.enum(['gateway', 'manual']),
  note: z.string().trim().max(500).optional(),
});

/** POST /bo/members/:memberId/adjustments with the Idempotency-Key header. */
export const adjustmentRequestSchema = z.object({
  /** Signed decimal: "-50.00" takes money away. */
  amount: z.string().regex(/^-?\d{1,18}(\.\d{1,18})?$/),
  reason: z.string().trim().min(5).max(500),
});
