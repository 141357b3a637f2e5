import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isWhitelabelEnabled } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { BotCheck } from '../../platform/bot-check.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Mailer } from '../../platform/messaging/index.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import { createSystemRepository } from '../system/system.repository.ts';
import { createSystemService } from '../system/system.service.ts';
import { createAuthAudit } from './auth-audit.ts';
import {
  createAuthGuard,
  createLoginReader,
  type ReadLogin,
  type RequireMember,
} from './auth-guard.ts';
import type { IdentityDeps } from './identity-deps.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import { createLoginService } from './login.service.ts';
import { createMembersRepository } from './members.repository.ts';
import { registrationRoutes } from './registration.routes.ts';
import { sessionRoutes } from './session.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { securityRoutes } from './security.routes.ts';
import { smsCodeRoutes } from './sms-code.routes.ts';
import { createSessionsService } from './sessions.service.ts';
import { createTrialService } from './trial.service.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface IdentityModuleOptions {
  db: Db;
  payloadCrypto: PayloadCrypto;
  botCheck: BotCheck;
  captcha: CaptchaService;
  codes: VerificationCodes;
  mailer: Mailer;
  /** The site's public base URL, for links in mails. */
  publicUrl: string;
}

/** Builds the identity services once; other modules take `requireMember` from here. */
export function createIdentity(options: IdentityModuleOptions): {
  deps: IdentityRouteDeps;
  requireMember: RequireMember;
  readLogin: ReadLogin;
} {
  const { db } = options;
  const system = createSystemService(createSystemRepository(db));
  const members = createMembersRepository(db);
  const sessions = createSessionsService(db);
  const identity: IdentityDeps = {
    members,
    sessions,
    audit: createAuthAudit(db),
    codes: options.codes,
    isFeatureOn: async (merchantId, modId) =>
      isWhitelabelEnabled(await system.getWhitelabel(merchantId), modId),
  };
  const requireMember = createAuthGuard(sessions, members);
  const deps: IdentityRouteDeps = {
    db,
    identity,
    payloadCrypto: options.payloadCrypto,
    botCheck: options.botCheck,
    captcha: options.captcha,
    requireMember,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    login: createLoginService(db, {
      ...identity,
      botCheck: options.botCheck,
      captcha: options.captcha,
    }),
    trial: createTrialService(db, { ...identity, botCheck: options.botCheck }),
  };
  return { deps, requireMember, readLogin: createLoginReader(sessions, members) };
}

/** Every identity call: sessions, registration, passwords, verification codes (§7 login group). */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(securityRoutes, deps);
  await app.register(registrationRoutes, deps);
  await app.register(smsCodeRoutes, deps);
};
