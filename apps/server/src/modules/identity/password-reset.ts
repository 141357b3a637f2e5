import type {
  ForgotPasswordEmailRequest,
  LoginSuccess,
  ResetPasswordByPhoneRequest,
  ResetPasswordRequest,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { MessageDeliveryError, type Mailer } from '../../platform/messaging/index.ts';
import type { AuthEventInput } from './auth-audit.ts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { MemberRow } from './members.repository.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import { resetLink, resetLinkMinutes, resetMail } from './password-reset-mail.ts';
import { refuseUntil, windowLiftsAt } from './login-throttle.ts';
import { hashPassword } from './password-policy.ts';
import type { BrandFieldRules } from '../system/index.ts';
import { assertNoProblems, newPasswordProblems } from './password.service.ts';
import { toE164 } from './phone-number.ts';
import { startSession } from './session-start.ts';
import { hashToken, newToken } from './tokens.ts';

export interface PasswordResetDeps {
  db: Db;
  identity: Pick<IdentityDeps, 'members' | 'sessions' | 'audit' | 'codes'>;
  resets: PasswordResetRepository;
  rules: BrandFieldRules;
  mailer: Mailer;
  /** The site's public base URL, for the link in the mail. */
  publicUrl: string;
  /** Clock, replaceable in tests. */
  now?: () => Date;
}

/**
 * Recovering a forgotten password (§4.5): a single-use link by mail, or an SMS code that also
 * logs the member in. Whether an account exists is not told unless the brand allows it.
 */
export function createPasswordReset(deps: PasswordResetDeps) {
  const { members, sessions, audit, codes } = deps.identity;
  const now = deps.now ?? (() => new Date());

  const windowStart = (brand: BrandContext) =>
    new Date(now().getTime() - brand.policy.throttleWindowMinutes * 60_000);

  const record = (
    brand: BrandContext,
    origin: RequestOrigin,
    input: Omit<AuthEventInput, 'merchantId'>,
  ) => audit.record({ merchantId: brand.merchant.id, ...input }, origin);

  /**
   * Refuses an IP that has asked for its share of reset mails in the window, with the real
   * wait: until the request that filled the window leaves it.
   */
  async function assertIpBelowLimit(brand: BrandContext, origin: RequestOrigin): Promise<void> {
    const at = now().getTime();
    const max = brand.policy.codeSendsPerIp;
    const requests = await audit.eventTimes(
      brand.merchant.id,
      'password_reset_request',
      { ip: origin.ip },
      { since: windowStart(brand), max },
    );
    refuseUntil(windowLiftsAt(requests, max, brand.policy.throttleWindowMinutes * 60_000), at);
  }

  /** Creates the link's token and mails it; a mail that cannot be sent leaves no live link. */
  async function mailResetLink(brand: BrandContext, origin: RequestOrigin, member: MemberRow) {
    const token = newToken();
    const moment = now();
    const id = await deps.resets.insert({
      merchantId: brand.merchant.id,
      memberId: member.id,
      tokenHash: hashToken(token),
      ip: origin.ip,
      expiresAt: new Date(moment.getTime() + resetLinkMinutes * 60_000),
      now: moment,
    });
    const mail = resetMail(brand.merchant.defaultLanguage, {
      brand: brand.merchant.name,
      username: member.username,
      link: resetLink(deps.publicUrl, token),
    });
    try {
      await deps.mailer.send({
        merchantId: brand.merchant.id,
        to: member.email!,
        ...mail,
        purpose: 'password-reset',
      });
    } catch (error) {
      await deps.resets.remove(id);
      if (error instanceof MessageDeliveryError) {
        throw new AppError('service_unavailable', { cause: error });
      }
      throw error;
    }
  }

  return {
    /**
     * Mails a reset link when the username and the address on file match (case-insensitive).
     * The answer is the same whether or not they do, unless the brand reveals unknown
     * accounts; beyond the per-account limit nothing is sent, and the answer stays the same.
     */
    async requestByEmail(
      brand: BrandContext,
      origin: RequestOrigin,
      input: ForgotPasswordEmailRequest,
    ): Promise<void> {
      await assertIpBelowLimit(brand, origin);
      const username = input.username.toLowerCase();
      const member = await members.findByUsername(brand.merchant.id, username);
      const email = input.email.toLowerCase();
      const matches =
        member !== undefined &&
        member.status === 'active' &&
        member.email !== null &&
        member.email.toLowerCase() === email;
      // counted either way, so both paths make the same number of queries
      const requestsForAccount = await audit.countForMember(
        member?.id ?? 0,
        'password_reset_request',
        windowStart(brand),
      );
      if (!matches) {
        // memberless, so a stranger's wrong guesses do not use up the owner's quota
        await record(brand, origin, {
          username,
          event: 'password_reset_request',
          outcome: 'failure',
          reason: member ? 'email_mismatch' : 'unknown_account',
        });
        if (brand.policy.revealUnknownAccount) throw new AppError('account_not_found');
        return;
      }
      const event = { memberId: member.id, username, event: 'password_reset_request' as const };
      if (requestsForAccount >= brand.policy.resetRequestsPerAccount) {
        await record(brand, origin, { ...event, outcome: 'failure', reason: 'throttled' });
        return;
      }
      await mailResetLink(brand, origin, member);
      await record(brand, origin, { ...event, outcome: 'success', reason: 'email' });
    },

    /**
     * Sets a new password with a mailed link's token. The password is checked before the
     * token is touched, so a typo does not burn the link; then the token is used up and the
     * password stored in one transaction, and every session of the member ends.
     */
    async resetWithToken(
      brand: BrandContext,
      origin: RequestOrigin,
      input: ResetPasswordRequest,
    ): Promise<void> {
      assertNoProblems(
        newPasswordProblems({
          password: input.newPassword,
          field: 'body.newPassword',
          confirm: { value: input.confirmNewPassword, field: 'body.confirmNewPassword' },
          brandRule: await deps.rules.ruleOf(brand.merchant, 'password'),
          policy: brand.policy,
        }),
      );
      const tokenHash = hashToken(input.resetToken);
      const ownerId = await deps.resets.findLiveOwner(brand.merchant.id, tokenHash, now());
      const owner =
        ownerId === undefined ? undefined : await members.findById(brand.merchant.id, ownerId);
      const passwordHash = await hashPassword(input.newPassword);
      const member =
        owner?.status === 'active'
          ? await deps.db.transaction(async (tx) => {
              // the token may have been used since it was read: only one call gets past here
              const consumedBy = await deps.resets.consume(tx, brand.merchant.id, tokenHash, now());
              if (consumedBy !== owner.id) return undefined;
              await members.setPasswordHash(owner.id, passwordHash, tx);
              return owner;
            })
          : undefined;
      if (!member) {
        await record(brand, origin, {
          event: 'password_reset',
          outcome: 'failure',
          reason: 'invalid_link',
        });
        throw new AppError('reset_link_invalid');
      }
      await sessions.revokeAllForMember(member.id);
      await record(brand, origin, {
        memberId: member.id,
        username: member.username,
        event: 'password_reset',
        outcome: 'success',
        reason: 'email',
      });
    },

    /**
     * Sets a new password with an SMS code sent to the account's number, ends the member's
     * other sessions and logs them in. An unknown number gets the wrong-code answer.
     */
    async resetByPhone(
      brand: BrandContext,
      origin: RequestOrigin,
      input: ResetPasswordByPhoneRequest,
      phoneDigits: { min: number; max: number },
    ): Promise<LoginSuccess> {
      const e164 = toE164(input.countryDialingCode, input.mobileNum, phoneDigits);
      assertNoProblems(
        newPasswordProblems({
          password: input.newPassword,
          field: 'body.newPassword',
          brandRule: await deps.rules.ruleOf(brand.merchant, 'password'),
          policy: brand.policy,
        }),
      );
      const check = {
        merchantId: brand.merchant.id,
        purpose: 'login' as const,
        destination: e164,
        code: input.verificationCode,
        policy: brand.policy,
      };
      // outside the transaction, so a wrong guess is counted even though nothing commits
      await codes.verify(check);
      // stored as typed at registration: '+66' and the national digits without the trunk 0
      const dialingCode = input.countryDialingCode.trim();
      const member = await members.findByMobile(
        brand.merchant.id,
        dialingCode,
        e164.slice(dialingCode.length),
      );
      if (!member) {
        await record(brand, origin, {
          username: e164,
          event: 'password_reset',
          outcome: 'failure',
          reason: 'unknown_mobile',
        });
        throw new AppError('invalid_verification_code');
      }
      if (member.status !== 'active') throw new AppError('account_disabled');
      const passwordHash = await hashPassword(input.newPassword);
      await deps.db.transaction(async (tx) => {
        await codes.consume({ ...check, tx });
        await members.setPasswordHash(member.id, passwordHash, tx);
      });
      await sessions.revokeAllForMember(member.id);
      await record(brand, origin, {
        memberId: member.id,
        username: member.username,
        event: 'password_reset',
        outcome: 'success',
        reason: 'sms',
      });
      return startSession(deps.identity, brand, origin, member, 'reset', false);
    },
  };
}
export type PasswordReset = ReturnType<typeof createPasswordReset>;
