import { describe, expect, it } from 'vitest';
import {
  forgotEmailRequest,
  forgotModeOf,
  forgotModesOf,
  phoneResetRequest,
  validateForgot,
} from './forgot-password-form.ts';

const settings = { rules: [], phoneDigits: { min: 9, max: 10 } };
const values = {
  username: ' player01 ',
  email: 'a@b.co ',
  mobileNum: '812345678',
  verificationCode: '1234',
  newPassword: 'secret12',
  confirmPassword: 'secret12',
};

describe('forgot-password modes', () => {
  it('starts in email mode unless the brand registers by mobile', () => {
    expect(forgotModeOf({ mode: 'username' })).toBe('email');
    expect(forgotModeOf({ mode: 'mobile' })).toBe('mobile');
  });

  it('offers the phone only where members have a mobile number, the brand mode first', () => {
    const mobileRule = {
      field: 'mobileNum' as const,
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 'any' as const,
      minLength: 9,
      maxLength: 10,
    };
    expect(forgotModesOf({ mode: 'username', rules: [] })).toEqual(['email']);
    expect(forgotModesOf({ mode: 'username', rules: [{ ...mobileRule, enabled: false }] })).toEqual(
      ['email'],
    );
    expect(forgotModesOf({ mode: 'username', rules: [mobileRule] })).toEqual(['email', 'mobile']);
    expect(forgotModesOf({ mode: 'mobile', rules: [] })).toEqual(['mobile', 'email']);
  });
});

describe('validateForgot', () => {
  it('needs a username and a well-formed email in email mode', () => {
    expect(validateForgot(values, 'email', settings)).toEqual({});
    expect(validateForgot({ ...values, email: 'nope', username: '' }, 'email', settings)).toEqual({
      username: { key: 'reg_field_required', values: { min: 1, max: 64 } },
      email: { key: 'reg_pattern_email', values: { min: 3, max: 254 } },
    });
  });

  it('needs phone, code and a confirmed new password in mobile mode', () => {
    expect(validateForgot(values, 'mobile', settings)).toEqual({});
    expect(
      validateForgot(
        { ...values, confirmPassword: 'other', verificationCode: 'x' },
        'mobile',
        settings,
      ),
    ).toEqual({
      verificationCode: { key: 'code_invalid' },
      confirmPassword: { key: 'confirm_mismatch' },
    });
  });

  it("holds a new password to Lobby's 8-character floor whatever the brand allows", () => {
    const short = { ...values, newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(validateForgot(short, 'mobile', settings).newPassword).toEqual({
      key: 'reg_password_length',
      values: { min: 8, max: 128 },
    });
  });
});

describe('forgot-password requests', () => {
  it('trims the username and email of the mail request', () => {
    expect(forgotEmailRequest(values)).toEqual({ username: 'player01', email: 'a@b.co' });
  });

  it('sends the phone reset with the dialing code and the password as typed', () => {
    expect(phoneResetRequest({ ...values, mobileNum: ' 812345678 ' }, '+66')).toEqual({
      countryDialingCode: '+66',
      mobileNum: '812345678',
      verificationCode: '1234',
      newPassword: 'secret12',
    });
  });
});
