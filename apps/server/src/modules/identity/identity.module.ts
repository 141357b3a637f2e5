import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { BotCheck } from '../../platform/bot-check.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { Mailer } from '../../platform/messaging/index.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import type { BrandSettings } from '../system/index.ts';
import { createAccountStatus, type AccountStatusService } from './account-status.ts';
import { createAgentAccounts, type AgentAccounts } from './agent-accounts.ts';
import { createAuthAudit } from './auth-audit.ts';
import { createDeviceTrust } from './device-trust.ts';
import { createAuthGuard, createLoginReader, type ReadLogin } from './auth-guard.ts';
import type { IdentityDeps, LinkReferral } from './identity-deps.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import type { LoginProofs } from './login-proof.ts';
import { createLoginService } from './login.service.ts';
import { createMembersRepository } from './members.repository.ts';
import { passwordRoutes } from './password.routes.ts';
import {
  createPaymentPasswordCheck,
  type AssertPaymentPassword,
} from './payment-password-check.ts';
import { registrationRoutes } from './registration.routes.ts';
import { securityRoutes } from './security.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { createSessionsService } from './sessions.service.ts';
import { smsCodeRoutes } from './sms-code.routes.ts';
import { createTrialService } from './trial.service.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface IdentityModuleDeps {
  db: Db;
  payloadCrypto: PayloadCrypto;
  botCheck: BotCheck;
  captcha: CaptchaService;
  codes: VerificationCodes;
  mailer: Mailer;
  /** The system module's brand settings: white-label switches and registration rules. */
  settings: BrandSettings;
  /** The site's public base URL, for links in mails. */
  publicUrl: string;
  /** The proof of work failed logins cost (shared with the staff login). */
  loginProofs: LoginProofs;
  /** The server's HMAC master key (the device cookies derive theirs from it). */
  hmacKey: Buffer;
  /** Ended sessions are announced to the member's open pages (forced logout, §2.4). */
  events?: EventBus;
  /** The referrals module's link of a friend registered with a member's code. */
  linkReferral?: LinkReferral;
}

/** What identity gives the rest of the server, besides its routes. */
export interface Identity {
  /** The identity calls (§7 login group), to register under the merchant scope. */
  routes: FastifyPluginAsyncZod;
  /** The logged-in member guard every member call uses. */
  requireMember: RequireMember;
  /** The login behind a request, if any, for calls open to guests (announcements). */
  readLogin: ReadLogin;
  /** Checks a member's payment password (throttled); money calls use it. */
  assertPaymentPassword: AssertPaymentPassword;
  /** Accounts opened by an agent (registerCenter) or the operator, and invitation codes. */
  agentAccounts: AgentAccounts;
  /** The operator disables or enables an account (its sessions end when disabled). */
  accountStatus: AccountStatusService;
}

/** Builds identity's services once; other modules take its guard and checks from here. */
export function createIdentity(deps: IdentityModuleDeps): Identity {
  const { db, settings } = deps;
  const members = createMembersRepository(db);
  const sessions = createSessionsService(db, undefined, deps.events);
  const identity: IdentityDeps = {
    members,
    sessions,
    audit: createAuthAudit(db),
    codes: deps.codes,
    isFeatureOn: (merchantId, modId) => settings.isFeatureOn(merchantId, modId),
    settings,
    ...(deps.linkReferral ? { linkReferral: deps.linkReferral } : {}),
  };
  const requireMember = createAuthGuard(sessions, members);
  const routeDeps: IdentityRouteDeps = {
    db,
    identity,
    payloadCrypto: deps.payloadCrypto,
    botCheck: deps.botCheck,
    captcha: deps.captcha,
    requireMember,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    login: createLoginService(db, {
      ...identity,
      botCheck: deps.botCheck,
      captcha: deps.captcha,
      proofs: deps.loginProofs,
    }),
    memberDevices: createDeviceTrust({
      hmacKey: deps.hmacKey,
      cookieName: 'lobby_device',
      path: apiPaths.login,
    }),
    trial: createTrialService(db, { ...identity, botCheck: deps.botCheck }),
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(sessionRoutes, routeDeps);
    await app.register(passwordRoutes, routeDeps);
    await app.register(securityRoutes, routeDeps);
    await app.register(registrationRoutes, routeDeps);
    await app.register(smsCodeRoutes, routeDeps);
  };
  return {
    routes,
    requireMember,
    readLogin: createLoginReader(sessions, members),
    assertPaymentPassword: createPaymentPasswordCheck(db),
    agentAccounts: createAgentAccounts(db, settings),
    accountStatus: createAccountStatus(db, sessions),
  };
}
