/**
 * The identity module's public face: the module itself (sessions, login, registration,
 * passwords, the security centre), the member guard and checks other modules use, and the
 * password and token hashing the back office and the demo seed share.
 */
export { createIdentity, type Identity, type IdentityModuleDeps } from './identity.module.ts';
export type { ReadLogin } from './auth-guard.ts';
export type { AssertPaymentPassword } from './payment-password-check.ts';
export type { Member } from './member.ts';
export type { AgentAccounts, DownlineAccountInput } from './agent-accounts.ts';
export type { AccountStatus, AccountStatusService } from './account-status.ts';
export { createVerificationCodes, type VerificationCodes } from './verification-codes.ts';
export { createSessionsService } from './sessions.service.ts';
export { hashPassword, verifyPassword } from './password-policy.ts';
export { hashToken, newToken } from './tokens.ts';
export { createLoginProofs, type LoginProofs } from './login-proof.ts';
export {
  assessLoginPressure,
  type FailureScope,
  type LoginFailureLog,
  type LoginTrust,
} from './login-throttle.ts';
export {
  createDeviceTrust,
  deviceAccountOf,
  loginDeviceOf,
  type DeviceTrust,
  type LoginDevice,
} from './device-trust.ts';
