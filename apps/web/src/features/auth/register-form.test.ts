import { describe, expect, it } from 'vitest';
import { testFieldRule, testRegisterSettings } from '../../testing/test-utils.tsx';
import { buildRegisterCall, registerFormFields, validateRegister } from './register-form.ts';

const settings = testRegisterSettings([
  testFieldRule('username', {
    acceptedPattern: '[A-Za-z][A-Za-z0-9]*',
    patternId: 'letter_then_alnum',
    minLength: 6,
    maxLength: 12,
  }),
  testFieldRule('password', { minLength: 6, maxLength: 20 }),
  testFieldRule('email', {
    required: true,
    acceptedPattern: '[^@\\s]+@[^@\\s]+\\.[a-z]+',
    patternId: 'email',
  }),
  testFieldRule('mobileNum', { enabled: false }),
  testFieldRule('birthday', { required: false, patternId: 'date_dd_mm_yyyy' }),
  testFieldRule('qqNum', { enabled: false, required: true }),
  testFieldRule('captcha', { required: true }),
]);

const today = new Date(2025, 5, 15);
const fields = registerFormFields(settings);
const names = fields.map((field) => field.name);
const valid = {
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  email: 'a@b.co',
  captcha: 'K7M4',
};

describe('registerFormFields', () => {
  it('shows the account fields first and the enabled ones after, in rule order', () => {
    expect(names).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'birthday',
      'captcha',
    ]);
  });

  it('always requires the account fields; others as configured', () => {
    const required = Object.fromEntries(fields.map((f) => [f.name, f.rule.required]));
    expect(required).toEqual({
      username: true,
      password: true,
      confirmPassword: true,
      email: true,
      birthday: false,
      captcha: true,
    });
  });

  it('puts the phone first in mobile mode and requires it', () => {
    const mobile = registerFormFields({ ...settings, mode: 'mobile' });
    expect(mobile[0]).toMatchObject({ name: 'mobileNum', rule: { required: true, enabled: true } });
    // the username follows its own rule there: shown when enabled, required only if configured
    expect(mobile.find((f) => f.name === 'username')?.rule.required).toBe(false);
    const noUsername = registerFormFields({
      ...settings,
      mode: 'mobile',
      rules: settings.rules.filter((r) => r.field !== 'username'),
    });
    expect(noUsername.map((f) => f.name)).not.toContain('username');
  });
});

describe('validateRegister', () => {
  const check = (values: Record<string, string>) =>
    validateRegister(values, fields, settings, today);

  it('passes a complete, valid form', () => {
    expect(check(valid)).toEqual({});
  });

  it('reports required fields as "Input cannot be empty"', () => {
    expect(check({})).toEqual({
      username: { key: 'reg_field_required' },
      password: { key: 'reg_field_required' },
      confirmPassword: { key: 'reg_field_required' },
      email: { key: 'reg_field_required' },
      captcha: { key: 'reg_field_required' },
    });
  });

  it('checks patterns and lengths with the pattern message and limits', () => {
    expect(check({ ...valid, username: '1player' }).username).toEqual({
      key: 'reg_pattern_letter_then_alnum',
      values: { min: 6, max: 12 },
    });
    expect(check({ ...valid, username: 'abc' }).username?.key).toBe(
      'reg_pattern_letter_then_alnum',
    );
    expect(check({ ...valid, email: 'nope' }).email?.key).toBe('reg_pattern_email');
  });

  it('requires the confirmation to equal the password', () => {
    expect(check({ ...valid, confirmPassword: 'secret21' }).confirmPassword).toEqual({
      key: 'confirm_mismatch',
    });
  });

  it('checks the birthday format, year and age', () => {
    expect(check({ ...valid, birthday: '1990-01-01' }).birthday?.key).toBe(
      'local_birthday_format_error',
    );
    expect(check({ ...valid, birthday: '01-01-1800' }).birthday?.key).toBe(
      'local_birthday_year_error',
    );
    expect(check({ ...valid, birthday: '16-06-2004' }).birthday).toEqual({
      key: 'local_birthday_error',
      values: { age: 21 },
    });
    expect(check({ ...valid, birthday: '15-06-2004' }).birthday).toBeUndefined();
  });

  it('checks a mobile number against the brand digit count', () => {
    const mobileSettings = { ...settings, mode: 'mobile' as const };
    const mobileFields = registerFormFields(mobileSettings);
    const errors = (mobileNum: string) =>
      validateRegister({ ...valid, mobileNum }, mobileFields, mobileSettings, today).mobileNum;
    expect(errors('81234567')?.key).toBe('mobile_invalid');
    expect(errors('81234567a')?.key).toBe('mobile_invalid');
    expect(errors('812345678')).toBeUndefined();
  });
});

describe('validateRegister field kinds', () => {
  const lenient = { acceptedPattern: '*', patternId: 'any' as const, minLength: 1, maxLength: 64 };
  const freeFields = ['qqNum', 'idNumber', 'facebook', 'payeeName', 'line', 'whatsapp'] as const;
  const kindSettings = testRegisterSettings([
    testFieldRule('username', { minLength: 6, maxLength: 12 }),
    testFieldRule('password', { minLength: 6, maxLength: 20 }),
    ...freeFields.map((name) => testFieldRule(name, { required: false, ...lenient })),
  ]);
  const kindFields = registerFormFields(kindSettings);
  const account = { username: 'player01', password: 'secret12', confirmPassword: 'secret12' };
  const check = (values: Record<string, string>) =>
    validateRegister({ ...account, ...values }, kindFields, kindSettings, today);

  it('refuses markup in every free field even when the brand rule accepts anything', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(check(Object.fromEntries(freeFields.map((name) => [name, markup])))).toEqual({
      qqNum: { key: 'reg_kind_digits' },
      idNumber: { key: 'reg_kind_id_number' },
      facebook: { key: 'reg_kind_profile' },
      payeeName: { key: 'reg_kind_name' },
      line: { key: 'reg_kind_handle' },
      whatsapp: { key: 'reg_kind_phone' },
    });
  });

  it('accepts what each kind is for', () => {
    expect(
      check({
        qqNum: '12345678',
        idNumber: 'AB-1234567',
        facebook: 'https://facebook.com/lotus.player',
        payeeName: 'Somchai Jai-dee',
        line: '@lotus_fan',
        whatsapp: '+66812345678',
      }),
    ).toEqual({});
    expect(check({ payeeName: 'สมชาย ใจดี', facebook: 'lotus.player' })).toEqual({});
  });
});

describe('validateRegister password floor', () => {
  it("refuses a password under Lobby's 8 characters even when the brand rule allows 6", () => {
    const errors = validateRegister(
      { ...valid, password: 'secret1', confirmPassword: 'secret1' },
      fields,
      settings,
      today,
    );
    expect(errors.password).toEqual({ key: 'reg_password_length', values: { min: 8, max: 128 } });
  });
});

describe('buildRegisterCall', () => {
  const context = {
    botCheck: 'solved',
    domain: 'lotus.example',
    registerUrl: 'https://lotus.example/register',
  };

  it('sends the filled fields trimmed, the birthday as yyyy-mm-dd, and the bot check', () => {
    const call = buildRegisterCall(
      { ...valid, username: ' player01 ', email: ' a@b.co ', birthday: '31-01-1990' },
      fields,
      settings,
      context,
      today,
    );
    expect(call).toEqual({
      mode: 'username',
      body: {
        username: 'player01',
        password: 'secret12',
        confirmPassword: 'secret12',
        email: 'a@b.co',
        birthday: '1990-01-31',
        captcha: 'K7M4',
        domain: 'lotus.example',
        botCheck: 'solved',
      },
    });
    // the captcha's image id travels with its answer
    const withId = buildRegisterCall(valid, fields, settings, { ...context, captchaId: 'c1' });
    expect(withId.body).toMatchObject({ captcha: 'K7M4', captchaId: 'c1' });
  });

  it('leaves out fields that are not shown, and sends passwords as typed', () => {
    const call = buildRegisterCall(
      { ...valid, password: ' pass word ', qqNum: '123' },
      fields,
      settings,
      context,
      today,
    );
    expect(call.body.password).toBe(' pass word ');
    expect(call.body).not.toHaveProperty('qqNum');
  });

  it('uses the mobile call in mobile mode, with the dialing code, registerUrl and WEB', () => {
    const mobileSettings = { ...settings, mode: 'mobile' as const };
    const call = buildRegisterCall(
      { ...valid, mobileNum: '812345678' },
      registerFormFields(mobileSettings),
      mobileSettings,
      context,
      today,
    );
    expect(call.mode).toBe('mobile');
    expect(call.body).toMatchObject({
      mobileNum: '812345678',
      countryDialingCode: '+66',
      registerUrl: 'https://lotus.example/register',
      registerMethod: 'WEB',
    });
  });
});
