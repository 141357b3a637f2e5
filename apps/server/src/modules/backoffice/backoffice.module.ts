import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import type { AccountStatusService } from '../identity/index.ts';
import type { SocialPromptSettings } from '../system/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { createAdjustmentsService } from './adjustments.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { createBackofficeRepository } from './backoffice.repository.ts';
import { memberRoutes } from './members.routes.ts';
import { socialPromptRoutes } from './social-prompts.routes.ts';
import type { StaffAuth } from './staff-auth.ts';
import { staffSessionRoutes } from './staff-session.routes.ts';
import type { StaffTwoFactor } from './staff-two-factor.ts';

export interface BackofficeModuleDeps {
  db: Db;
  wallet: WalletService;
  staff: StaffAuth;
  twoFactor: StaffTwoFactor;
  /** Opens the sealed body of the staff login. */
  payloadCrypto: PayloadCrypto;
  /** Identity's account status: disabling ends the member's sessions. */
  accountStatus: AccountStatusService;
  /** The system module's social prompts (brand settings, §9's Zalo prompt). */
  socialPrompts: SocialPromptSettings;
}

/**
 * The back-office API of a brand: staff sessions, manual adjustments, member wallets and the
 * audit log. Each module brings its own operator routes (payments: deposit and withdrawal
 * review) behind the same staff sessions.
 */
export const backofficeModule: FastifyPluginAsyncZod<BackofficeModuleDeps> = async (app, deps) => {
  const repository = createBackofficeRepository(deps.db);
  const adjustments = createAdjustmentsService({ wallet: deps.wallet, repository });
  await app.register(staffSessionRoutes, {
    staff: deps.staff,
    twoFactor: deps.twoFactor,
    payloadCrypto: deps.payloadCrypto,
  });
  await app.register(memberRoutes, {
    db: deps.db,
    staff: deps.staff,
    adjustments,
    accountStatus: deps.accountStatus,
  });
  await app.register(socialPromptRoutes, {
    db: deps.db,
    staff: deps.staff,
    socialPrompts: deps.socialPrompts,
  });
  await app.register(auditRoutes, { staff: deps.staff, repository });
};
