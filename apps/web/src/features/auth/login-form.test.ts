import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form.ts';
import { forgotModeOf, validateForgot } from './forgot-password-form.ts';

const empty = { username: '', password: '', mobileNum: '', smsCode: '' };

describe('validateLogin', () => {
  it('requires a trimmed username and password on the username tab', () => {
    expect(validateLogin({ ...empty, username: '  ', password: ' ' }, 'username')).toEqual({
      username: { key: 'login_username_required' },
      password: { key: 'login_password_required' },
    });
    expect(validateLogin({ ...empty, username: 'a', password: 'b' }, 'username')).toEqual({});
  });

  it('requires a valid mobile number and code on the sms tab', () => {
    const digits = { min: 9, max: 10 };
    expect(validateLogin(empty, 'sms', digits)).toEqual({
      mobileNum: { key: 'reg_field_required' },
      smsCode: { key: 'code_invalid' },
    });
    expect(validateLogin({ ...empty, mobileNum: '123', smsCode: '1234' }, 'sms', digits)).toEqual({
      mobileNum: { key: 'mobile_invalid' },
    });
    expect(
      validateLogin({ ...empty, mobileNum: '812345678', smsCode: '123456' }, 'sms', digits),
    ).toEqual({});
  });
});

describe('validateForgot', () => {
  const settings = { rules: [], phoneDigits: { min: 9, max: 10 } };
  const values = {
    username: 'player01',
    email: 'a@b.co',
    mobileNum: '812345678',
    verificationCode: '1234',
    newPassword: 'secret1',
    confirmPassword: 'secret1',
  };

  it('uses email mode unless the brand registers by mobile', () => {
    expect(forgotModeOf({ mode: 'username' })).toBe('email');
    expect(forgotModeOf({ mode: 'mobile' })).toBe('mobile');
  });

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
});
