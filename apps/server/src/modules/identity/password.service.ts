import {
  fieldRequiredMessage,
  type AuthPolicy,
  type ChangePasswordRequest,
  type FieldError,
  type RegisterFieldRule,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { BrandFieldRules } from '../system/index.ts';
import type { AuthEventName } from './auth-audit.ts';
import { fieldError } from '../../platform/field-errors.ts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { MemberRow } from './members.repository.ts';
import { refuseUntil, windowLiftsAt } from './login-throttle.ts';
import { checkNewPassword, hashPassword, verifyPassword } from './password-policy.ts';
import type { SessionRow } from './sessions.service.ts';

/** Wrong current passwords per account in the throttle window before tries are refused. */
export const wrongPasswordLimit = 5;

/**
 * Refuses the call while the account has had `wrongPasswordLimit` wrong passwords for this
 * event in the throttle window (ASVS 6.3.1), stating the real wait: the refusal ends when the
 * failure that filled the window leaves it.
 */
export async function assertPasswordTriesLeft(
  audit: IdentityDeps['audit'],
  brand: BrandContext,
  member: MemberRow,
  event: AuthEventName,
): Promise<void> {
  const at = Date.now();
  const windowMs = brand.policy.throttleWindowMinutes * 60_000;
  const failures = await audit.eventTimes(
    brand.merchant.id,
    event,
    { username: member.username, outcome: 'failure' },
    { since: new Date(at - windowMs), max: wrongPasswordLimit },
  );
  refuseUntil(windowLiftsAt(failures, wrongPasswordLimit, windowMs), at);
}

/** A required-field problem for an empty value. */
export function requiredProblem(field: string): FieldError {
  return fieldError(field, fieldRequiredMessage.messageKey, fieldRequiredMessage.message);
}

export interface NewPasswordCheck {
  password: string;
  field: string;
  /** The confirmation and its field, when the form asks for one. */
  confirm?: { value: string; field: string };
  brandRule: RegisterFieldRule | undefined;
  policy: Pick<AuthPolicy, 'weakDefaultPassword'>;
  /** The password being replaced, when the caller knows it (change, not reset). */
  oldPassword?: string;
}

/**
 * Problems with a new login password: Lobby's floor and the brand's rule, never the brand's
 * weak default (that would force another change at once), never the old one, and the
 * confirmation equal ('Incorrect confirmation input').
 */
export function newPasswordProblems(check: NewPasswordCheck): FieldError[] {
  const problems = checkNewPassword(check.password, check.field, check.brandRule);
  if (problems.length === 0) {
    if (check.password === check.policy.weakDefaultPassword) {
      problems.push(
        fieldError(
          check.field,
          'err_password_too_common',
          'This password is too common, please choose another',
        ),
      );
    } else if (check.oldPassword !== undefined && check.password === check.oldPassword) {
      problems.push(
        fieldError(
          check.field,
          'err_password_same_as_old',
          'The new password must be different from the current one',
        ),
      );
    }
  }
  if (check.confirm && check.confirm.value !== check.password) {
    problems.push(
      fieldError(check.confirm.field, 'confirm_mismatch', 'Incorrect confirmation input'),
    );
  }
  return problems;
}

/** Throws the validation envelope when there is anything to say. */
export function assertNoProblems(problems: FieldError[]): void {
  if (problems.length > 0) throw new AppError('validation_failed', { fields: problems });
}

export interface PasswordServiceDeps {
  identity: Pick<IdentityDeps, 'members' | 'sessions' | 'audit'>;
  rules: BrandFieldRules;
}

/** Changing the login password while logged in (§4.5), forced or by choice. */
export function createPasswordService(deps: PasswordServiceDeps) {
  const { members, sessions, audit } = deps.identity;

  return {
    /**
     * Checks the current password (throttled, failures logged), stores the new one, lifts a
     * pending forced change on this session and ends every other session (ASVS 7.4.3).
     */
    async changePassword(
      brand: BrandContext,
      origin: RequestOrigin,
      member: MemberRow,
      session: SessionRow,
      input: ChangePasswordRequest,
    ): Promise<void> {
      await assertPasswordTriesLeft(audit, brand, member, 'password_change');
      assertNoProblems(
        newPasswordProblems({
          password: input.newPassword,
          field: 'body.newPassword',
          confirm: { value: input.confirmNewPassword, field: 'body.confirmNewPassword' },
          brandRule: await deps.rules.ruleOf(brand.merchant, 'password'),
          policy: brand.policy,
          oldPassword: input.oldPassword,
        }),
      );
      const event = {
        merchantId: brand.merchant.id,
        memberId: member.id,
        username: member.username,
        event: 'password_change' as const,
      };
      if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
        await audit.record({ ...event, outcome: 'failure', reason: 'wrong_password' }, origin);
        throw new AppError('wrong_password');
      }
      await members.setPasswordHash(member.id, await hashPassword(input.newPassword));
      await sessions.clearMustChangePassword(session.id);
      await sessions.revokeAllForMember(member.id, session.id);
      await audit.record({ ...event, outcome: 'success' }, origin);
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
