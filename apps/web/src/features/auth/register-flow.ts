import type { QueryClient } from '@tanstack/react-query';
import type { GetRegisterSettingsResponse, RegisterFieldName } from '@lobby/contracts';
import { getBotCheckField } from '../../lib/bot-check.ts';
import { startSession } from '../session/index.ts';
import { checkAffiliateCode } from './api/check-affiliate.ts';
import { registerByMobile, registerByUsername } from './api/register-member.ts';
import type { ServerFieldMapping } from '../../lib/server-field-errors.ts';
import { buildRegisterCall, type RegisterFormField, type RegisterValues } from './register-form.ts';

export interface RegistrationInput {
  values: RegisterValues;
  fields: readonly RegisterFormField[];
  settings: GetRegisterSettingsResponse;
  queryClient: QueryClient;
  /** The captcha image the captcha field shows, when the brand asks for one. */
  captchaId?: string;
  /** Where the visitor is: its host is the affiliate domain, its address the registerUrl. */
  location: Pick<Location, 'hostname' | 'href'>;
}

/**
 * Registration after the form checks passed (§4.4): the affiliate code check when one was
 * typed, the bot check, the register call of the brand's mode, then the login it grants
 * (the token stored, member info loaded). Rejects with the failing call's error.
 */
export async function registerAndLogIn(input: RegistrationInput): Promise<void> {
  const { values, fields, settings, queryClient, location } = input;
  const affiliateCode = values.affiliateCode?.trim();
  const showsAffiliate = fields.some((field) => field.name === 'affiliateCode');
  if (showsAffiliate && affiliateCode) await checkAffiliateCode(affiliateCode, location.hostname);
  const botCheck = await getBotCheckField();
  const call = buildRegisterCall(values, fields, settings, {
    botCheck,
    ...(input.captchaId ? { captchaId: input.captchaId } : {}),
    domain: location.hostname,
    registerUrl: location.href,
  });
  const session =
    call.mode === 'mobile'
      ? await registerByMobile(call.body)
      : await registerByUsername(call.body);
  await startSession(session.token, queryClient);
}

/**
 * Where the server's complaints go on the registration form: field problems on their
 * fields; taken names, refused invitation codes and bad SMS codes on the field they concern.
 */
export function registerErrorMapping(
  fields: readonly RegisterFormField[],
  settings: Pick<GetRegisterSettingsResponse, 'minimumAge'>,
): ServerFieldMapping<RegisterFieldName> {
  const names = fields.map((field) => field.name);
  const rules = new Map(fields.map((field) => [field.name, field.rule]));
  const invitationField = names.includes('affiliateCode') ? 'affiliateCode' : 'referralCode';
  return {
    names,
    namespace: 'auth',
    codes: {
      username_taken: 'username',
      mobile_taken: 'mobileNum',
      invitation_code_error: invitationField,
      invalid_verification_code: 'verificationCode',
      code_expired: 'verificationCode',
      code_used: 'verificationCode',
      password_too_common: 'password',
    },
    valuesFor: (name): Record<string, number> | undefined => {
      if (name === 'birthday') return { age: settings.minimumAge };
      const rule = rules.get(name);
      return rule ? { min: rule.minLength, max: rule.maxLength } : undefined;
    },
  };
}
