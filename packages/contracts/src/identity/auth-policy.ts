import { z } from 'zod';

/**
 * A brand's identity settings. Stored per merchant as a partial object; anything missing
 * takes the default below, so a new setting never needs a data migration.
 */
export const authPolicySchema = z.object({
  /** Minutes a session lives without a call before it expires (ASVS 7.3.1). */
  sessionIdleMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /** Hours a session lives at most, however active (ASVS 7.3.2). */
  sessionMaxHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** Failed logins (per account, in the window) after which a captcha is demanded. */
  captchaAfterFailures: z.number().int().min(0).max(100),
  /** Failed logins per account in the window before logins are refused for the window. */
  loginFailuresPerAccount: z.number().int().min(1).max(1000),
  /** Failed logins per IP in the window before logins from it are refused for the window. */
  loginFailuresPerIp: z.number().int().min(1).max(10_000),
  /** The throttling window, in minutes; refusals end on their own when it passes. */
  throttleWindowMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  /** Codes sent to one phone number or mailbox per window. */
  codeSendsPerDestination: z.number().int().min(1).max(100),
  /** Codes sent on behalf of one IP per window. */
  codeSendsPerIp: z.number().int().min(1).max(1000),
  /** Password-reset requests per account per window. */
  resetRequestsPerAccount: z.number().int().min(1).max(100),
  /** Minutes a verification code stays valid (drives the client countdown). */
  codeExpiredMinutes: z.number().int().min(1).max(10),
  /** Wrong guesses a single code survives before it is burnt. */
  codeMaxAttempts: z.number().int().min(1).max(20),
  /** Whether 'Username/Email does not exist' may be revealed; off hides account existence. */
  revealUnknownAccount: z.boolean(),
  /** The brand's weak default password (set by agents for new downlines); forces a change. */
  weakDefaultPassword: z.string().min(1).max(128),
  /**
   * Days before a password expires; 0 turns expiry off (PASSEXPIRY3 must also be on). Off by
   * default: ASVS 6.2.10 advises against periodic rotation; a brand may still ask for it.
   */
  passwordExpiryDays: z.number().int().min(0).max(3650),
  /** Where the second-step code for an unknown IP goes first. */
  secondStepChannel: z.enum(['sms', 'email']),
  /** Whether API clients may send the encrypted calls in plain JSON (never the web client). */
  allowPlaintextForApiClients: z.boolean(),
  /** Play-money balance of a trial account, in minor units as a decimal string. */
  trialBalance: z.string().regex(/^\d+$/),
  /** Hours a trial account lives. */
  trialHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 7),
});
export type AuthPolicy = z.infer<typeof authPolicySchema>;

/** Lobby's defaults, chosen to meet OWASP ASVS 5.0 level 2 (see docs/security.md). */
export const defaultAuthPolicy: AuthPolicy = {
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
  captchaAfterFailures: 3,
  loginFailuresPerAccount: 10,
  loginFailuresPerIp: 50,
  throttleWindowMinutes: 15,
  codeSendsPerDestination: 5,
  codeSendsPerIp: 20,
  resetRequestsPerAccount: 3,
  codeExpiredMinutes: 5,
  codeMaxAttempts: 5,
  revealUnknownAccount: false,
  weakDefaultPassword: 'Lobby@123',
  passwordExpiryDays: 0,
  secondStepChannel: 'sms',
  allowPlaintextForApiClients: false,
  trialBalance: '200000',
  trialHours: 24,
};

/** The effective policy of a brand: its stored overrides over the defaults. */
export function resolveAuthPolicy(stored: Partial<AuthPolicy> | null | undefined): AuthPolicy {
  return { ...defaultAuthPolicy, ...(stored ?? {}) };
}
