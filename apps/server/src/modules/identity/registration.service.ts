import { randomInt } from 'node:crypto';
import {
  isAgentType,
  isWhitelabelEnabled,
  type LoginSuccess,
  type WhitelabelNode,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { assertBotCheck, type BotCheck } from '../../platform/bot-check.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { MemberRow } from './members.repository.ts';
import { hashPassword } from './password-policy.ts';
import {
  checkRegistration,
  type CheckedRegistration,
  type RegistrationInput,
  type RegistrationMode,
} from './registration-rules.ts';
import { startSession } from './session-start.ts';

/** Successful registrations one IP may make per hour. */
export const registrationsPerIpPerHour = 10;
const postgresUniqueViolation = '23505';

/** Whether a mode may be used: mobile needs MOBILENUMREG3; username is refused only on a mobile-only brand. */
export function isModeOffered(whitelabel: readonly WhitelabelNode[], mode: RegistrationMode) {
  const mobileOn = isWhitelabelEnabled(whitelabel, 'MOBILENUMREG3');
  if (mode === 'mobile') return mobileOn;
  return isWhitelabelEnabled(whitelabel, 'USERNAMEREG3') || !mobileOn;
}

/**
 * The catalogue code for a unique violation from the members insert (a registration racing
 * another), or null for any other error. Drizzle wraps the driver error as `cause`; PGlite and
 * node-postgres both carry the SQLSTATE in `code` and the index in `constraint`.
 */
export function uniqueViolationOf(error: unknown): 'username_taken' | 'mobile_taken' | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === postgresUniqueViolation) {
      return candidate.constraint === 'members_mobile_key' ? 'mobile_taken' : 'username_taken';
    }
    current = candidate.cause;
  }
  return null;
}

export interface RegistrationRequest {
  mode: RegistrationMode;
  input: RegistrationInput & { botCheck: string };
  /** Where the member registered: the form's domain, else the request's host. */
  domain: string;
}

export type RegistrationDeps = IdentityDeps & { botCheck: BotCheck; captcha: CaptchaService };

/**
 * Registration (§4.4): bot check, every field rule, captcha, affiliate or referral agent, a
 * free username and number, the SMS code; the code is used up in the transaction that creates
 * the account, so a failed registration leaves neither an account nor a burnt code.
 */
export function createRegistrationService(db: Db, deps: RegistrationDeps) {
  const loadConfig = (merchant: Merchant) => deps.settings.registrationConfig(merchant);

  /** An active agent of the brand by its invitation code; anything else is invitation_code_error. */
  async function agentByCode(merchantId: number, code: string): Promise<MemberRow> {
    const agent = await deps.members.findAgentByInvitationCode(merchantId, code);
    if (!agent || !isAgentType(agent.type)) throw new AppError('invitation_code_error');
    return agent;
  }

  /** A member of the brand by its invitation code (agent or not); else invitation_code_error. */
  async function referrerByCode(merchantId: number, code: string): Promise<MemberRow> {
    const member = await deps.members.findAgentByInvitationCode(merchantId, code);
    if (!member) throw new AppError('invitation_code_error');
    return member;
  }

  async function assertFree(merchantId: number, checked: CheckedRegistration): Promise<void> {
    if (checked.username && (await deps.members.findByUsername(merchantId, checked.username))) {
      throw new AppError('username_taken');
    }
    const { mobile } = checked;
    if (
      mobile &&
      (await deps.members.findByMobile(merchantId, mobile.countryDialingCode, mobile.national))
    ) {
      throw new AppError('mobile_taken');
    }
  }

  /** Mobile mode without a chosen name: 'm' and the national digits, a suffix if that is taken. */
  async function usernameFor(merchantId: number, checked: CheckedRegistration): Promise<string> {
    if (checked.username) return checked.username;
    const base = `m${checked.mobile?.national ?? randomInt(10 ** 8, 10 ** 9)}`;
    let candidate = base;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (!(await deps.members.findByUsername(merchantId, candidate))) return candidate;
      candidate = `${base}${randomInt(1000, 10_000)}`;
    }
    throw new AppError('username_taken');
  }

  return {
    async register(
      brand: BrandContext,
      origin: RequestOrigin,
      request: RegistrationRequest,
    ): Promise<LoginSuccess> {
      const { merchant, policy } = brand;
      const { mode, input } = request;
      const config = await loadConfig(merchant);
      if (!isModeOffered(config.whitelabel, mode)) throw new AppError('operation_not_allowed');
      await assertBotCheck(deps.botCheck, input.botCheck);
      const hourAgo = new Date(Date.now() - 3_600_000);
      const recent = await deps.audit.countForIp(
        merchant.id,
        'register',
        origin.ip,
        hourAgo,
        'success',
      );
      if (recent >= registrationsPerIpPerHour) throw new AppError('too_many_requests');

      const checked = checkRegistration(input, config.rulesFor(mode), mode, merchant);
      if (checked.captcha) {
        const { captchaId, answer } = checked.captcha;
        if (!captchaId || !(await deps.captcha.verify(merchant.id, captchaId, answer))) {
          throw new AppError('captcha_check_failed');
        }
      }
      // an agent's code makes the agent the parent; a member's code (the member's own referral
      // link carries it as affiliateCode) links a referred friend
      const [affiliate, referrer] = await Promise.all([
        checked.affiliateCode ? referrerByCode(merchant.id, checked.affiliateCode) : null,
        checked.referralCode ? referrerByCode(merchant.id, checked.referralCode) : null,
      ]);
      const agentOf = (row: MemberRow | null) => (row && isAgentType(row.type) ? row : null);
      const parent = agentOf(affiliate) ?? agentOf(referrer);
      const referringMember =
        [affiliate, referrer].find((row) => row && !isAgentType(row.type)) ?? null;
      await assertFree(merchant.id, checked);
      const username = await usernameFor(merchant.id, checked);

      const code =
        checked.verificationCode && checked.mobile
          ? {
              merchantId: merchant.id,
              purpose: 'register' as const,
              destination: checked.mobile.e164,
              code: checked.verificationCode,
              policy,
            }
          : null;
      // outside the transaction, so a wrong guess is counted even though nothing is created
      if (code) await deps.codes.verify(code);
      const passwordHash = checked.password ? await hashPassword(checked.password) : null;
      const paymentPasswordHash = checked.paymentPassword
        ? await hashPassword(checked.paymentPassword)
        : null;

      let member: MemberRow | undefined;
      try {
        member = await db.transaction(async (tx) => {
          if (code) await deps.codes.consume({ ...code, tx });
          const [row] = await tx
            .insert(members)
            .values({
              merchantId: merchant.id,
              username,
              type: 0,
              nickname: username,
              passwordHash,
              paymentPasswordHash,
              email: checked.email,
              countryDialingCode: checked.mobile?.countryDialingCode ?? null,
              mobileNum: checked.mobile?.national ?? null,
              payeeName: checked.payeeName,
              birthday: checked.birthday,
              profile: checked.profile,
              parentId: parent?.id ?? null,
              registerIp: origin.ip,
              registerDomain: request.domain,
            })
            .returning();
          if (row && referringMember && deps.linkReferral) {
            await deps.linkReferral(tx, {
              merchantId: merchant.id,
              referrerId: referringMember.id,
              friendId: row.id,
            });
          }
          return row;
        });
      } catch (error) {
        const taken = uniqueViolationOf(error);
        if (taken) throw new AppError(taken, { cause: error });
        throw error;
      }
      if (!member) throw new AppError('unknown');
      await deps.audit.record(
        {
          merchantId: merchant.id,
          memberId: member.id,
          username: member.username,
          event: 'register',
          outcome: 'success',
          reason: mode,
        },
        origin,
      );
      return startSession(deps, brand, origin, member, 'register', false);
    },

    /** GET /wps/agent/affiliate: throws invitation_code_error unless the code is an agent's. */
    async checkAffiliateCode(merchantId: number, code: string): Promise<void> {
      await agentByCode(merchantId, code);
    },

    /**
     * Whether the brand's registration asks for an SMS code at all (mobile mode with
     * REGMOBVERF3, or the verificationCode field in username mode); no code is sent otherwise.
     */
    async registerCodeWanted(merchant: Merchant): Promise<boolean> {
      const config = await loadConfig(merchant);
      return (['mobile', 'username'] as const).some(
        (mode) =>
          isModeOffered(config.whitelabel, mode) &&
          config.rulesFor(mode).some((rule) => rule.field === 'verificationCode' && rule.enabled),
      );
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
