import { describe, expect, it } from 'vitest';
import { registerFieldNames, type WhitelabelNode } from '@lobby/contracts';
import { effectiveRegisterRules, registerModeOf } from './register-settings.ts';
import type { RegisterFieldRuleRow } from './system.repository.ts';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []) => ({
  modId,
  enabled,
  childrenNodes,
});
const tree = (flags: { username: boolean; mobile: boolean; pass?: boolean; verify?: boolean }) => [
  node('USERNAMEREG3', flags.username),
  node('MOBILENUMREG3', flags.mobile, [
    node('MOBILENUMPASSREG3', flags.pass ?? true),
    node('REGMOBVERF3', flags.verify ?? true),
  ]),
];

describe('registerModeOf', () => {
  it('keeps the chosen mode while its module is on', () => {
    expect(registerModeOf('username', tree({ username: true, mobile: true }))).toBe('username');
    expect(registerModeOf('mobile', tree({ username: true, mobile: true }))).toBe('mobile');
  });

  it('falls back to the mode whose module is on', () => {
    expect(registerModeOf('mobile', tree({ username: true, mobile: false }))).toBe('username');
    expect(registerModeOf('username', tree({ username: false, mobile: true }))).toBe('mobile');
  });

  it('falls back to username when neither is on', () => {
    expect(registerModeOf('mobile', tree({ username: false, mobile: false }))).toBe('username');
    expect(registerModeOf('mobile', [])).toBe('username');
  });
});

const row = (
  field: RegisterFieldRuleRow['field'],
  enabled: boolean,
  required: boolean,
  sort: number,
): RegisterFieldRuleRow => ({
  field,
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 30,
  sort,
});
const phone = { phoneDigitsMin: 9, phoneDigitsMax: 10 };

describe('effectiveRegisterRules', () => {
  const rows = [
    row('email', true, false, 1),
    row('username', false, false, 2),
    row('password', false, false, 3),
    row('mobileNum', false, false, 4),
    row('verificationCode', false, false, 5),
  ];
  const find = (rules: ReturnType<typeof effectiveRegisterRules>, field: string) =>
    rules.find((rule) => rule.field === field);

  it('answers one rule per field, the brand rows first in their order', () => {
    const rules = effectiveRegisterRules(
      rows,
      'username',
      tree({ username: true, mobile: false }),
      phone,
    );
    expect(rules).toHaveLength(registerFieldNames.length);
    expect(rules.slice(0, 5).map((rule) => rule.field)).toEqual([
      'email',
      'username',
      'password',
      'mobileNum',
      'verificationCode',
    ]);
    expect(find(rules, 'wechat')).toMatchObject({
      enabled: false,
      required: false,
      acceptedPattern: '*',
    });
    expect(rules.every((rule) => !('sort' in rule))).toBe(true);
  });

  it('forces the username and password fields on in username mode', () => {
    const rules = effectiveRegisterRules(
      rows,
      'username',
      tree({ username: true, mobile: false }),
      phone,
    );
    for (const field of ['username', 'password', 'confirmPassword']) {
      expect(find(rules, field)).toMatchObject({ enabled: true, required: true });
    }
    expect(find(rules, 'mobileNum')).toMatchObject({ enabled: false, minLength: 9, maxLength: 10 });
  });

  it('asks for the number, the SMS code and the password in mobile mode', () => {
    const rules = effectiveRegisterRules(
      rows,
      'mobile',
      tree({ username: false, mobile: true }),
      phone,
    );
    expect(find(rules, 'mobileNum')).toMatchObject({ enabled: true, required: true, minLength: 9 });
    expect(find(rules, 'verificationCode')).toMatchObject({ enabled: true, required: true });
    expect(find(rules, 'password')).toMatchObject({ enabled: true, required: true });
    expect(find(rules, 'username')).toMatchObject({ enabled: false });
  });

  it('drops the password pair and the code when their mobile options are off', () => {
    const flags = tree({ username: false, mobile: true, pass: false, verify: false });
    const rules = effectiveRegisterRules(rows, 'mobile', flags, phone);
    expect(find(rules, 'verificationCode')).toMatchObject({ enabled: false, required: false });
    expect(find(rules, 'password')).toMatchObject({ enabled: false, required: false });
    expect(find(rules, 'confirmPassword')).toMatchObject({ enabled: false, required: false });
  });
});
