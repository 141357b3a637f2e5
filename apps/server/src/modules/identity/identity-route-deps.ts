import type { FastifyRequest } from 'fastify';
import { resolveAuthPolicy } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { BotCheck } from '../../platform/bot-check.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Mailer } from '../../platform/messaging/index.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { DeviceTrust } from './device-trust.ts';
import type { BrandContext, IdentityDeps } from './identity-deps.ts';
import type { LoginService } from './login.service.ts';
import type { createTrialService } from './trial.service.ts';

/** What the identity route plugins receive. */
export interface IdentityRouteDeps {
  db: Db;
  identity: IdentityDeps;
  payloadCrypto: PayloadCrypto;
  botCheck: BotCheck;
  captcha: CaptchaService;
  requireMember: RequireMember;
  mailer: Mailer;
  /** The site's public base URL, for links in mails. */
  publicUrl: string;
  login: LoginService;
  /** The members' device cookies (a known device is not locked out by strangers). */
  memberDevices: DeviceTrust;
  trial: ReturnType<typeof createTrialService>;
}

/** The brand of a request with its effective identity policy. */
export function brandOf(request: FastifyRequest): BrandContext {
  return { merchant: request.merchant, policy: resolveAuthPolicy(request.merchant.authPolicy) };
}
