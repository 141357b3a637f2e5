import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { placeServerErrors } from '../../lib/server-field-errors.ts';
import {
  paymentPasswordErrorMapping,
  paymentPasswordFields,
  paymentPasswordRequest,
  paymentPasswordSchema,
  type PaymentPasswordValues,
} from './payment-password-rules.ts';

const values = {
  loginPassword: 'login-pass',
  oldPaymentPassword: 'old-pay',
  newPaymentPassword: 'new-pay-1',
  confirmPaymentPassword: 'new-pay-1',
};

/** The schema's messages by field, as the form shows them. */
function validatePaymentPassword(values: PaymentPasswordValues, hasPaymentPassword: boolean) {
  const result = paymentPasswordSchema(hasPaymentPassword).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), { key: issue.message }]),
  );
}

function paymentServerErrors(error: unknown, hasPaymentPassword: boolean) {
  return placeServerErrors(error, paymentPasswordErrorMapping(hasPaymentPassword));
}

describe('payment password form', () => {
  it('asks for the login password to set the first one, the current one to change it', () => {
    expect(paymentPasswordFields(false)).toEqual([
      'loginPassword',
      'newPaymentPassword',
      'confirmPaymentPassword',
    ]);
    expect(paymentPasswordFields(true)[0]).toBe('oldPaymentPassword');
  });

  it('sends loginPassword or oldPaymentPassword by hasPaymentPassword, never both', () => {
    expect(paymentPasswordRequest(values, false)).toEqual({
      loginPassword: 'login-pass',
      newPaymentPassword: 'new-pay-1',
      confirmPaymentPassword: 'new-pay-1',
    });
    expect(paymentPasswordRequest(values, true)).toEqual({
      oldPaymentPassword: 'old-pay',
      newPaymentPassword: 'new-pay-1',
      confirmPaymentPassword: 'new-pay-1',
    });
  });

  it('requires the asked fields only, and a matching confirmation', () => {
    const blank = { ...values, loginPassword: '', oldPaymentPassword: '' };
    expect(validatePaymentPassword(blank, true)).toEqual({
      oldPaymentPassword: { key: 'reg_field_required' },
    });
    expect(validatePaymentPassword(blank, false)).toEqual({
      loginPassword: { key: 'reg_field_required' },
    });
    expect(validatePaymentPassword({ ...values, confirmPaymentPassword: 'x' }, true)).toEqual({
      confirmPaymentPassword: { key: 'confirm_mismatch' },
    });
    // a mismatch shows even while another field is still empty
    expect(validatePaymentPassword({ ...blank, confirmPaymentPassword: 'x' }, false)).toEqual({
      loginPassword: { key: 'reg_field_required' },
      confirmPaymentPassword: { key: 'confirm_mismatch' },
    });
    expect(validatePaymentPassword(values, false)).toEqual({});
  });

  it('puts a wrong password on the field that proves the member', () => {
    const wrong = new ApiError(
      {
        success: false,
        code: 'wrong_password',
        messageKey: 'err_wrong_password',
        message: 'The password is incorrect',
      },
      400,
    );
    expect(Object.keys(paymentServerErrors(wrong, false).errors)).toEqual(['loginPassword']);
    expect(Object.keys(paymentServerErrors(wrong, true).errors)).toEqual(['oldPaymentPassword']);
    expect(paymentServerErrors(new Error('offline'), true).hasUnplaced).toBe(true);
  });
});
