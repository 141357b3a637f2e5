import { z } from 'zod';
import { botCheckFieldSchema } from './bot-check.ts';
import { loginProofSchema } from './login-proof.ts';

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** Which door the login came through: the member site, or the agent landing page. */
export const loginPortalSchema = z.enum(['member', 'agent']);
export type LoginPortal = z.infer<typeof loginPortalSchema>;

const captchaFields = {
  /** The captcha answer, when the server asked for one. */
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
};

/** Login by username and password (§4.3); inputs are trimmed. */
export const passwordLoginRequestSchema = z.object({
  type: z.literal('password'),
  username: trimmed(64),
  password: z.string().trim().min(1).max(128),
  portal: loginPortalSchema.default('member'),
  /** The proof-of-work answer (required for password logins). */
  botCheck: botCheckFieldSchema,
  ...captchaFields,
  /** The solved proof of work, when the server asked for one (`login_proof_required`). */
  proof: loginProofSchema.optional(),
});

/** Login by mobile number and SMS code (only when the brand enables SMSCODELOGIN3). */
export const smsLoginRequestSchema = z.object({
  type: z.literal('sms'),
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/),
  mobileNum: z
    .string()
    .trim()
    .regex(/^\d{4,15}$/),
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/),
  portal: loginPortalSchema.default('member'),
});

export const loginRequestSchema = z.discriminatedUnion('type', [
  passwordLoginRequestSchema,
  smsLoginRequestSchema,
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A finished login: the session token and what the client must do next. */
export const loginSuccessSchema = z.object({
  status: z.literal('ok'),
  /** Opaque session token; send it in the `token` header. */
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** The password is expired or the brand's weak default: change it before anything else. */
  passwordExpired: z.boolean(),
});

/** The password was right but the IP is new: a code went to the member's phone or mail. */
export const loginSecondStepSchema = z.object({
  status: z.literal('second_step'),
  /** Opaque id of this pending login; send it back with the code. */
  challenge: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Where the code went, masked (e.g. `+66 ******789`). */
  destination: z.string(),
  expiredMinutes: z.number().int(),
});

export const loginResponseSchema = z.discriminatedUnion('status', [
  loginSuccessSchema,
  loginSecondStepSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

/** The second step (`POST /wps/session/login/verify`). */
export const verifyLoginRequestSchema = z.object({
  challenge: z.string().min(1).max(128),
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/),
});
export type VerifyLoginRequest = z.infer<typeof verifyLoginRequestSchema>;

/** Trial login (`POST /wps/session/login/freeplay`), §7.2 loginFreePlay. */
export const freePlayLoginRequestSchema = z.object({
  os: z.string().max(32).optional(),
  platform: z.literal('W').default('W'),
  botCheck: botCheckFieldSchema,
});
export type FreePlayLoginRequest = z.input<typeof freePlayLoginRequestSchema>;

/** Exchanging a one-time hand-off code from a URL for a session. */
export const exchangeHandoffRequestSchema = z.object({ code: z.string().min(16).max(128) });
export type ExchangeHandoffRequest = z.infer<typeof exchangeHandoffRequestSchema>;

/** A hand-off code lives this long and works once. */
export const handoffTtlSeconds = 60;

/** A fresh hand-off code for the current session, to open Lobby in another window or domain. */
export const createHandoffResponseSchema = z.object({
  code: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CreateHandoffResponse = z.infer<typeof createHandoffResponseSchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });
