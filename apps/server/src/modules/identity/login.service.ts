import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  agentOnlyTypes,
  isAgentType,
  type LoginPortal,
  type LoginResponse,
  type LoginProof,
  type LoginSuccess,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { BotCheck } from '../../platform/bot-check.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import { deviceAccountOf, type LoginDevice } from './device-trust.ts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { LoginProofs } from './login-proof.ts';
import { assessLoginPressure, type LoginTrust } from './login-throttle.ts';
import type { MemberRow } from './members.repository.ts';
import { verifyPassword } from './password-policy.ts';
import { mustChangePassword, startSession } from './session-start.ts';
import { hashToken, newToken } from './tokens.ts';
import { maskEmail, maskPhone } from './masking.ts';
import { toE164 } from './phone-number.ts';

/** A pending second step lives as long as its code. */
const challengeMinutesSlack = 1;

export interface PasswordLoginInput {
  username: string;
  password: string;
  portal: LoginPortal;
  botCheck: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  proof?: LoginProof | undefined;
}

export interface SmsLoginInput {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  portal: LoginPortal;
}

/** Where a member can receive a code: the E.164 phone and the lower-cased mail, when on file. */
function contactsOf(member: MemberRow): { phone: string | null; email: string | null } {
  return {
    phone:
      member.countryDialingCode && member.mobileNum
        ? `${member.countryDialingCode}${member.mobileNum}`
        : null,
    email: member.email?.toLowerCase() ?? null,
  };
}

/** Refuses an account at the wrong door (§4.3): agents only at /agent, agent-only accounts not at the member site. */
function assertPortal(member: MemberRow, portal: LoginPortal): void {
  if (portal === 'agent' && !isAgentType(member.type)) throw new AppError('non_agent_login');
  if (portal === 'member' && (agentOnlyTypes as readonly number[]).includes(member.type)) {
    throw new AppError('non_member_login');
  }
}

/** The device-cookie name of a member account (retired by a password change or reset). */
export const memberDeviceAccount = (
  member: Pick<MemberRow, 'merchantId' | 'id' | 'passwordHash'>,
) => deviceAccountOf('member', member);

/**
 * Logging in (§4.3): by password with throttling, captcha and bot check, or by SMS code; a
 * login from an IP the account never used asks for a code first (the second step).
 */
export function createLoginService(
  db: Db,
  deps: IdentityDeps & { botCheck: BotCheck; captcha: CaptchaService; proofs: LoginProofs },
) {
  const { members, audit } = deps;

  async function fail(
    brand: BrandContext,
    origin: RequestOrigin,
    username: string,
    memberId: number | null,
    reason: string,
  ): Promise<void> {
    await audit.record(
      {
        merchantId: brand.merchant.id,
        memberId,
        username,
        event: 'login',
        outcome: 'failure',
        reason,
      },
      origin,
    );
  }

  /** Sends the second-step code and remembers the pending login. */
  async function beginSecondStep(
    brand: BrandContext,
    origin: RequestOrigin,
    member: MemberRow,
    changePassword: boolean,
  ): Promise<LoginResponse | undefined> {
    const { phone, email } = contactsOf(member);
    const preferred = brand.policy.secondStepChannel;
    const channel = preferred === 'email' ? (email ? 'email' : 'sms') : phone ? 'sms' : 'email';
    const destination = channel === 'sms' ? phone : email;
    // an account with neither phone nor mail cannot be asked; the login goes on (noted in the log)
    if (!destination) return undefined;
    const sent = await deps.codes.deliver({
      merchant: brand.merchant,
      purpose: 'second_step',
      channel,
      destination,
      ip: origin.ip,
    });
    const challenge = newToken();
    await db.insert(loginChallenges).values({
      merchantId: brand.merchant.id,
      memberId: member.id,
      tokenHash: hashToken(challenge),
      ip: origin.ip,
      mustChangePassword: changePassword,
      expiresAt: new Date(Date.now() + (sent.expiredMinutes + challengeMinutesSlack) * 60_000),
    });
    await audit.record(
      {
        merchantId: brand.merchant.id,
        memberId: member.id,
        username: member.username,
        event: 'login_second_step',
        outcome: 'success',
        reason: 'code_sent',
      },
      origin,
    );
    return {
      status: 'second_step',
      challenge,
      channel,
      destination: channel === 'sms' ? maskPhone(destination) : maskEmail(destination),
      expiredMinutes: sent.expiredMinutes,
    };
  }

  /**
   * A finished login: this device may vouch for the account from now on. A device that
   * already vouches for one of the account's upline agents was used by both: a self-referral
   * sign (issue 13), flagged for the operator; the login goes on.
   */
  async function rememberDevice(member: MemberRow, device: LoginDevice): Promise<void> {
    if (member.parentId !== null) {
      for (const agent of await members.uplineAgents(member.id)) {
        if (device.vouchesFor(memberDeviceAccount(agent))) {
          await members.flagSharedDevice(member.id, agent.id);
        }
      }
    }
    device.remember(memberDeviceAccount(member));
  }

  /** How far the login trusts the request for this account (device cookie, known IP). */
  async function trustOf(
    member: MemberRow | undefined,
    origin: RequestOrigin,
    device: LoginDevice,
  ): Promise<LoginTrust> {
    // the known-IP query runs for unknown names too, so its time tells nothing about them
    const knownIp = await members.isKnownIp(member?.id ?? -1, origin.ip);
    if (!member) return 'none';
    if (device.vouchesFor(memberDeviceAccount(member))) return 'device';
    return knownIp ? 'known_ip' : 'none';
  }

  return {
    /** Username and password; the caller has decrypted and validated the body. */
    async loginWithPassword(
      brand: BrandContext,
      origin: RequestOrigin,
      input: PasswordLoginInput,
      device: LoginDevice,
    ): Promise<LoginResponse> {
      const username = input.username.toLowerCase();
      const member = await members.findByUsername(brand.merchant.id, username);
      const trust = await trustOf(member, origin, device);
      const { policy } = brand;
      const pressure = await assessLoginPressure(
        audit.loginFailures(brand.merchant.id, {
          username,
          memberId: member?.id ?? null,
          ip: origin.ip,
        }),
        {
          trust,
          limits: {
            perAccount: policy.loginFailuresPerAccount,
            perIp: policy.loginFailuresPerIp,
            windowMs: policy.throttleWindowMinutes * 60_000,
          },
        },
      );
      // the work is checked before anything costly (the bot check, argon2)
      await deps.proofs.verify(
        `member:${brand.merchant.id}:${username}`,
        pressure.difficulty,
        input.proof,
      );
      if (!(await deps.botCheck.verify(input.botCheck))) throw new AppError('bot_check_failed');
      const captchaRequired =
        pressure.accountFailures >= policy.captchaAfterFailures ||
        pressure.ipFailures >= policy.captchaAfterFailures * 3;
      if (captchaRequired) {
        if (!input.captcha || !input.captchaId) {
          throw new AppError('captcha_required', { details: { captchaRequired: true } });
        }
        const passed = await deps.captcha.verify(brand.merchant.id, input.captchaId, input.captcha);
        if (!passed) {
          await fail(brand, origin, username, null, 'captcha');
          throw new AppError('captcha_check_failed', { details: { captchaRequired: true } });
        }
      }
      const passwordOk = await verifyPassword(member?.passwordHash ?? null, input.password);
      if (!member || !passwordOk) {
        await fail(brand, origin, username, member?.id ?? null, member ? 'password' : 'unknown');
        if (!member && brand.policy.revealUnknownAccount) throw new AppError('account_not_found');
        const captchaNext = pressure.accountFailures + 1 >= policy.captchaAfterFailures;
        throw new AppError('login_failed', { details: { captchaRequired: captchaNext } });
      }
      if (member.status !== 'active') {
        await fail(brand, origin, username, member.id, 'disabled');
        throw new AppError('account_disabled');
      }
      try {
        assertPortal(member, input.portal);
      } catch (error) {
        await fail(brand, origin, username, member.id, 'portal');
        throw error;
      }
      const changePassword = await mustChangePassword(deps, brand, member, input.password);
      const knownIp = await members.isKnownIp(member.id, origin.ip);
      if (!knownIp && (await members.hasAnyKnownIp(member.id))) {
        const secondStep = await beginSecondStep(brand, origin, member, changePassword);
        if (secondStep) return secondStep;
      }
      await rememberDevice(member, device);
      return startSession(deps, brand, origin, member, 'password', changePassword);
    },

    /** The code of the second step, which also makes the IP a known one. */
    async verifySecondStep(
      brand: BrandContext,
      origin: RequestOrigin,
      input: { challenge: string; verificationCode: string },
      device: LoginDevice,
    ): Promise<LoginSuccess> {
      const [pending] = await db
        .select()
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.tokenHash, hashToken(input.challenge)),
            eq(loginChallenges.merchantId, brand.merchant.id),
            isNull(loginChallenges.consumedAt),
            gt(loginChallenges.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!pending) throw new AppError('code_expired');
      const member = await members.findById(brand.merchant.id, pending.memberId);
      if (!member || member.status !== 'active') throw new AppError('not_logged_in');
      const { phone, email } = contactsOf(member);
      const destinations = [phone, email].filter((value): value is string => value !== null);
      let lastError: unknown;
      let passed = false;
      for (const destination of destinations) {
        try {
          await deps.codes.consume({
            merchantId: brand.merchant.id,
            purpose: 'second_step',
            destination,
            code: input.verificationCode,
            policy: brand.policy,
          });
          passed = true;
          break;
        } catch (error) {
          lastError = error;
        }
      }
      if (!passed) {
        await fail(brand, origin, member.username, member.id, 'second_step');
        throw lastError instanceof Error ? lastError : new AppError('invalid_verification_code');
      }
      const [claimed] = await db
        .update(loginChallenges)
        .set({ consumedAt: new Date() })
        .where(and(eq(loginChallenges.id, pending.id), isNull(loginChallenges.consumedAt)))
        .returning({ id: loginChallenges.id });
      if (!claimed) throw new AppError('code_used');
      await rememberDevice(member, device);
      return startSession(deps, brand, origin, member, 'password', pending.mustChangePassword);
    },

    /** Mobile number and SMS code (SMSCODELOGIN3); never forces a password change. */
    async loginWithSms(
      brand: BrandContext,
      origin: RequestOrigin,
      input: SmsLoginInput,
      phoneDigits: { min: number; max: number },
      device: LoginDevice,
    ): Promise<LoginSuccess> {
      if (!(await deps.isFeatureOn(brand.merchant.id, 'SMSCODELOGIN3'))) {
        throw new AppError('operation_not_allowed');
      }
      const e164 = toE164(input.countryDialingCode, input.mobileNum, phoneDigits);
      await deps.codes.consume({
        merchantId: brand.merchant.id,
        purpose: 'login',
        destination: e164,
        code: input.verificationCode,
        policy: brand.policy,
      });
      const national = e164.slice(input.countryDialingCode.trim().length);
      const member = await members.findByMobile(
        brand.merchant.id,
        input.countryDialingCode.trim(),
        national,
      );
      if (!member) {
        await fail(brand, origin, e164, null, 'unknown_mobile');
        throw new AppError(
          brand.policy.revealUnknownAccount ? 'account_not_found' : 'login_failed',
        );
      }
      if (member.status !== 'active') throw new AppError('account_disabled');
      assertPortal(member, input.portal);
      await rememberDevice(member, device);
      return startSession(deps, brand, origin, member, 'sms', false);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
