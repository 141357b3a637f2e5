import { z } from 'zod';

/** Lobby's own password floor (ASVS 6.2.1, 6.2.9); the brand's pattern rule applies on top. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
/**
 * Login trims what is typed (§5), so a new password may not start or end with whitespace:
 * otherwise a member could set a password the login can never match (ASVS 6.2.8).
 */
export const passwordEdgeSpacesMessage = {
  messageKey: 'password_edge_spaces',
  message: 'The password cannot start or end with a space',
} as const;

/** `POST /wps/member/password` (token, encrypt). */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().max(256),
  newPassword: z.string().max(256),
  confirmNewPassword: z.string().max(256),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({ changed: z.literal(true) });

/** `POST /wps/member/password/email` (form-encoded): mails a single-use reset link. */
export const forgotPasswordEmailRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(254),
});
export type ForgotPasswordEmailRequest = z.infer<typeof forgotPasswordEmailRequestSchema>;
/** Always the same answer when account existence is hidden: text key 'in_been_out'. */
export const forgotPasswordEmailResponseSchema = z.object({ messageKey: z.literal('in_been_out') });

/** `POST /wps/member/password/reset`: the mailed link's token and the new password. */
export const resetPasswordRequestSchema = z.object({
  resetToken: z.string().min(16).max(128),
  newPassword: z.string().max(256),
  confirmNewPassword: z.string().max(256),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `POST /wps/member/password/verification` (encrypt): reset by phone, then logged in. */
export const resetPasswordByPhoneRequestSchema = z.object({
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/),
  mobileNum: z.string().trim().max(20),
  verificationCode: z.string().trim().max(8),
  newPassword: z.string().max(256),
});
export type ResetPasswordByPhoneRequest = z.infer<typeof resetPasswordByPhoneRequestSchema>;

/** `POST /wps/member/security/payment-password` (token, encrypt): set or change. */
export const setPaymentPasswordRequestSchema = z.object({
  /** The login password, required when no payment password exists yet. */
  loginPassword: z.string().max(256).optional(),
  /** The current payment password, required to change it. */
  oldPaymentPassword: z.string().max(256).optional(),
  newPaymentPassword: z.string().max(256),
  confirmPaymentPassword: z.string().max(256),
});
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordRequestSchema>;
export const setPaymentPasswordResponseSchema = z.object({ hasPaymentPassword: z.literal(true) });

/** `GET /wps/member/security`: the security centre's summary. */
export const securityOverviewSchema = z.object({
  hasPaymentPassword: z.boolean(),
  /** Masked, or null when none is on file. */
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  passwordChangedAt: z.string(),
  recentLogins: z.array(
    z.object({
      at: z.string(),
      ip: z.string(),
      userAgent: z.string().nullable(),
      outcome: z.enum(['success', 'failure']),
    }),
  ),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;
