import { z } from 'zod';
import { staffSessionSchema } from './staff.ts';

/** The challenge of a login whose password step passed (see staffLoginStepSchema). */
const challengeField = z.string().min(16).max(128);

/** POST /bo/session/two-factor/enrolment: a new TOTP secret for the challenge's account. */
export const staffEnrolmentRequestSchema = z.object({ challenge: challengeField });
export const staffEnrolmentResultSchema = z.object({
  /** Base32 secret for typing into an app; shown this once (a new call replaces it). */
  secret: z.string(),
  /** otpauth://totp/… for scanning (RFC 6238, SHA-1, 6 digits, 30 s). */
  otpauthUri: z.string(),
});

/**
 * POST /bo/session/two-factor: finishes the login with a 6-digit code, or a recovery code
 * (not during enrolment, whose first code confirms the secret).
 */
export const staffTwoFactorRequestSchema = z
  .object({
    challenge: challengeField,
    code: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{10,11}$/)
      .optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
    path: ['code'],
  });
export const staffTwoFactorResultSchema = staffSessionSchema.extend({
  /** Present once, right after the enrolment: ten single-use codes for a lost phone. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffTwoFactorResult = z.infer<typeof staffTwoFactorResultSchema>;
export type StaffEnrolmentResult = z.infer<typeof staffEnrolmentResultSchema>;
