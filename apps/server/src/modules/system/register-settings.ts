import {
  isWhitelabelEnabled,
  registerFieldNames,
  type GetRegisterSettingsResponse,
  type RegisterFieldName,
  type RegisterFieldRule,
  type WhitelabelNode,
} from '@lobby/contracts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { RegisterFieldRuleRow } from './system.repository.ts';

export type RegisterMode = GetRegisterSettingsResponse['mode'];

/**
 * The registration mode (§4.4): the brand's chosen mode while its module is on; else the
 * other mode when only that one is on; username when neither is (a brand always needs one).
 */
export function registerModeOf(
  chosen: RegisterMode,
  whitelabel: readonly WhitelabelNode[],
): RegisterMode {
  const usernameOn = isWhitelabelEnabled(whitelabel, 'USERNAMEREG3');
  const mobileOn = isWhitelabelEnabled(whitelabel, 'MOBILENUMREG3');
  if (chosen === 'mobile' && mobileOn) return 'mobile';
  if (chosen === 'username' && usernameOn) return 'username';
  return mobileOn && !usernameOn ? 'mobile' : 'username';
}

/** A field the brand has no rule for: hidden. */
function hiddenRule(field: RegisterFieldName): RegisterFieldRule {
  const base = { enabled: false, required: false, acceptedPattern: '*' } as const;
  return { field, ...base, patternId: 'any', minLength: 0, maxLength: 64 };
}

type PhoneDigits = Pick<Merchant, 'phoneDigitsMin' | 'phoneDigitsMax'>;

/**
 * One rule per registration field, in the brand's order (fields without a row come last,
 * hidden), made consistent with the mode and modules so a stored rule cannot contradict them:
 * - username mode: username, password and its confirmation are shown and required;
 * - mobile mode: the number is required, the SMS code is asked for when REGMOBVERF3 is in
 *   effect, and the password pair only when MOBILENUMPASSREG3 is (else the code is the proof);
 * - the mobile number's length limits are the brand's phone digit count.
 */
export function effectiveRegisterRules(
  rows: readonly RegisterFieldRuleRow[],
  mode: RegisterMode,
  whitelabel: readonly WhitelabelNode[],
  phone: PhoneDigits,
): RegisterFieldRule[] {
  const byField = new Map<RegisterFieldName, RegisterFieldRule>();
  for (const row of rows) {
    if (!registerFieldNames.includes(row.field) || byField.has(row.field)) continue;
    const { sort: _sort, ...rule } = row;
    byField.set(row.field, rule);
  }
  const rules = registerFieldNames
    .map((field) => byField.get(field) ?? hiddenRule(field))
    .sort((a, b) => orderOf(rows, a.field) - orderOf(rows, b.field));

  const shown = new Map<RegisterFieldName, boolean>();
  if (mode === 'username') {
    for (const field of ['username', 'password', 'confirmPassword'] as const)
      shown.set(field, true);
  } else {
    const withPassword = isWhitelabelEnabled(whitelabel, 'MOBILENUMPASSREG3');
    shown.set('mobileNum', true);
    shown.set('verificationCode', isWhitelabelEnabled(whitelabel, 'REGMOBVERF3'));
    shown.set('password', withPassword);
    shown.set('confirmPassword', withPassword);
  }
  return rules.map((rule) => {
    const forced = shown.get(rule.field);
    const consistent = forced === undefined ? rule : { ...rule, enabled: forced, required: forced };
    return rule.field === 'mobileNum'
      ? { ...consistent, minLength: phone.phoneDigitsMin, maxLength: phone.phoneDigitsMax }
      : consistent;
  });
}

/** Position of a field in the brand's rows; fields without a row sort after all rows. */
function orderOf(rows: readonly RegisterFieldRuleRow[], field: RegisterFieldName): number {
  const index = rows.findIndex((row) => row.field === field);
  return index === -1 ? rows.length + registerFieldNames.indexOf(field) : index;
}
