import { setPaymentPasswordRequestSchema, type SetPaymentPasswordRequest } from '@lobby/contracts';
import type { ServerFieldMapping } from '../../lib/server-field-errors.ts';

/** The payment password form's values; which of the first two is asked depends on the state. */
export type PaymentPasswordValues = Required<SetPaymentPasswordRequest>;
export type PaymentPasswordField = keyof PaymentPasswordValues;

/** Text keys of the form's own messages: the registration form's (auth namespace). */
export const paymentMessages = {
  required: 'reg_field_required',
  mismatch: 'confirm_mismatch',
} as const;

/**
 * The fields to ask for: setting the first payment password proves the member with the
 * login password; changing it asks for the current payment password instead.
 */
export function paymentPasswordFields(hasPaymentPassword: boolean): PaymentPasswordField[] {
  return [
    hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword',
    'newPaymentPassword',
    'confirmPaymentPassword',
  ];
}

/**
 * The form's check, on the contract's request: every asked field filled in (the one not
 * asked is left alone), and the confirmation equal to the new payment password.
 */
export function paymentPasswordSchema(hasPaymentPassword: boolean) {
  return setPaymentPasswordRequestSchema.required().superRefine((values, context) => {
    for (const field of paymentPasswordFields(hasPaymentPassword)) {
      if (values[field] === '') {
        context.addIssue({ code: 'custom', path: [field], message: paymentMessages.required });
      }
    }
    // an empty confirmation already says "required"
    if (
      values.confirmPaymentPassword !== '' &&
      values.confirmPaymentPassword !== values.newPaymentPassword
    ) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPaymentPassword'],
        message: paymentMessages.mismatch,
      });
    }
  });
}

/** The call's body: loginPassword when none is set yet, oldPaymentPassword when changing. */
export function paymentPasswordRequest(
  values: PaymentPasswordValues,
  hasPaymentPassword: boolean,
): SetPaymentPasswordRequest {
  const proof = hasPaymentPassword
    ? { oldPaymentPassword: values.oldPaymentPassword }
    : { loginPassword: values.loginPassword };
  return {
    ...proof,
    newPaymentPassword: values.newPaymentPassword,
    confirmPaymentPassword: values.confirmPaymentPassword,
  };
}

/**
 * Where the server's refusal goes: field problems on their fields, a wrong password on the
 * field that proves the member. Messages come from this page's namespace, the registration
 * rules' (auth) or the server's catalogue.
 */
export function paymentPasswordErrorMapping(
  hasPaymentPassword: boolean,
): ServerFieldMapping<PaymentPasswordField> {
  const asked = paymentPasswordFields(hasPaymentPassword);
  return { names: asked, namespace: ['security', 'auth'], codes: { wrong_password: asked[0] } };
}
