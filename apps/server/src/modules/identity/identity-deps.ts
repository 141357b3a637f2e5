import type { AuthPolicy } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { BrandSettings } from '../system/index.ts';
import type { AuthAudit } from './auth-audit.ts';
import type { MembersRepository } from './members.repository.ts';
import type { SessionsService } from './sessions.service.ts';
import type { VerificationCodes } from './verification-codes.ts';

/** Where a request came from, as the audit log and the second-step check need it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

/** The brand a call is for, with its effective identity policy. */
export interface BrandContext {
  merchant: Merchant;
  policy: AuthPolicy;
}

/** What every identity service may use; each takes only the parts it needs. */
export interface IdentityDeps {
  members: MembersRepository;
  sessions: SessionsService;
  audit: AuthAudit;
  codes: VerificationCodes;
  /** Whether a white-label module is in effect for the brand (SMSCODELOGIN3, FREEPLAY3, …). */
  isFeatureOn(merchantId: number, modId: string): Promise<boolean>;
  /** The brand's registration settings and field rules (the system module's). */
  settings: Pick<BrandSettings, 'registrationConfig' | 'ruleOf'>;
  /** Links a friend registered with a member's code (the referrals module's), in the tx. */
  linkReferral?: LinkReferral;
}

/** The referrals module's port: records who invited a new member. */
export type LinkReferral = (
  tx: Executor,
  link: { merchantId: number; referrerId: number; friendId: number },
) => Promise<void>;
