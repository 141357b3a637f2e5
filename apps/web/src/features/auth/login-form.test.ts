import { describe, expect, it } from 'vitest';
import { mobileNumError, validateLogin } from './login-form.ts';

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

  it('requires the captcha answer only while the captcha is shown', () => {
    const filled = { ...empty, username: 'a', password: 'b', captcha: ' ' };
    expect(validateLogin(filled, 'username')).toEqual({});
    expect(validateLogin(filled, 'username', undefined, { captchaShown: true })).toEqual({
      captcha: { key: 'reg_field_required' },
    });
    expect(
      validateLogin({ ...filled, captcha: 'AB12' }, 'username', undefined, { captchaShown: true }),
    ).toEqual({});
  });

  it('checks the mobile number alone before a code is sent', () => {
    const digits = { min: 9, max: 10 };
    expect(mobileNumError('', digits)).toEqual({ key: 'reg_field_required' });
    expect(mobileNumError('12', digits)).toEqual({ key: 'mobile_invalid' });
    expect(mobileNumError('812345678', digits)).toBeUndefined();
  });
});
