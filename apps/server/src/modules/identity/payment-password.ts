import {
  validateFieldValue,
  type FieldError,
  type RegisterFieldRule,
  type SetPaymentPasswordRequest,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { fieldError, fieldErrorOf } from '../../platform/field-errors.ts';
import type { BrandContext, IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { MemberRow } from './members.repository.ts';
import { hashPassword, verifyPassword } from './password-policy.ts';
import { assertNoProblems, assertPasswordTriesLeft, requiredProblem } from './password.service.ts';
import type { BrandFieldRules } from '../system/index.ts';

/** Without a brand rule, a payment password is exactly six digits. */
const defaultPaymentPassword = /^\d{6}$/;

/** Whether a payment password matches the member's; false when none is set. */
export function verifyPaymentPassword(
  member: Pick<MemberRow, 'paymentPasswordHash'>,
  password: string,
): Promise<boolean> {
  return verifyPassword(member.paymentPasswordHash, password);
}

/** Problems with a new payment password's shape: the brand's rule, else six digits. */
export function paymentPasswordProblems(
  password: string,
  field: string,
  brandRule: RegisterFieldRule | undefined,
): FieldError[] {
  if (brandRule) {
    const problem = validateFieldValue({ ...brandRule, required: true }, password);
    return problem ? [fieldErrorOf(field, problem)] : [];
  }
  if (defaultPaymentPassword.test(password)) return [];
  return [fieldError(field, 'payment_password_format', 'The payment password must be 6 digits')];
}

export interface PaymentPasswordDeps {
  identity: Pick<IdentityDeps, 'members' | 'audit'>;
  rules: BrandFieldRules;
}

/** The payment (transaction) password of the security centre (§2.5): set once, then changed. */
export function createPaymentPasswords(deps: PaymentPasswordDeps) {
  const { members, audit } = deps.identity;

  return {
    /**
     * Sets the first payment password (proven by the login password) or changes it (proven by
     * the current one). Wrong proofs are logged and throttled; the new one must differ from
     * the login password.
     */
    async setPaymentPassword(
      brand: BrandContext,
      origin: RequestOrigin,
      member: MemberRow,
      input: SetPaymentPasswordRequest,
    ): Promise<void> {
      await assertPasswordTriesLeft(audit, brand, member, 'payment_password_change');
      const isChange = member.paymentPasswordHash !== null;
      const proofField = isChange ? 'body.oldPaymentPassword' : 'body.loginPassword';
      const proof = isChange ? input.oldPaymentPassword : input.loginPassword;
      const problems: FieldError[] = [];
      if (!proof) problems.push(requiredProblem(proofField));
      problems.push(
        ...paymentPasswordProblems(
          input.newPaymentPassword,
          'body.newPaymentPassword',
          await deps.rules.ruleOf(brand.merchant, 'paymentPassword'),
        ),
      );
      if (input.confirmPaymentPassword !== input.newPaymentPassword) {
        problems.push(
          fieldError(
            'body.confirmPaymentPassword',
            'confirm_mismatch',
            'Incorrect confirmation input',
          ),
        );
      }
      assertNoProblems(problems);

      const event = {
        merchantId: brand.merchant.id,
        memberId: member.id,
        username: member.username,
        event: 'payment_password_change' as const,
      };
      const proven = isChange
        ? await verifyPaymentPassword(member, proof!)
        : await verifyPassword(member.passwordHash, proof!);
      if (!proven) {
        await audit.record({ ...event, outcome: 'failure', reason: 'wrong_password' }, origin);
        throw new AppError('wrong_password');
      }
      // checked only after the proof, so it cannot be used to guess the login password
      if (await verifyPassword(member.passwordHash, input.newPaymentPassword)) {
        assertNoProblems([
          fieldError(
            'body.newPaymentPassword',
            'err_payment_password_same_as_login',
            'The payment password must be different from the login password',
          ),
        ]);
      }
      await members.setPaymentPasswordHash(member.id, await hashPassword(input.newPaymentPassword));
      await audit.record(
        { ...event, outcome: 'success', reason: isChange ? 'change' : 'set' },
        origin,
      );
    },
  };
}
export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
