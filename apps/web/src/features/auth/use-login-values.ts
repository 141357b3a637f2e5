import { useState } from 'react';
import type { FormErrors } from './form-errors.ts';
import type { LoginField, LoginValues } from './login-form.ts';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  rememberedPasswordFor,
  rememberLogin,
} from './remember-me.ts';
import type { LoginResult } from './use-login.ts';

/**
 * The login form's values with remember-me (§4.3): the form opens pre-filled with what was
 * remembered (and the box ticked when something was); typing a remembered username fills in
 * the password kept under it; unticking forgets everything at once; a finished login keeps
 * what it used, or forgets all when the box is not ticked. With `enabled` off (/agent) none
 * of this happens and the stored data is left alone.
 */
export function useLoginValues(enabled: boolean) {
  const [remembered] = useState(() => (enabled ? readRememberedLogin() : null));
  const [values, setValues] = useState<LoginValues>(() => ({
    username: remembered?.username ?? '',
    password: remembered?.password ?? '',
    mobileNum: remembered?.sms?.mobileNum ?? '',
    smsCode: '',
    captcha: '',
  }));
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const [remember, setRemember] = useState(remembered !== null);

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'username' && enabled) {
        const kept = rememberedPasswordFor(value);
        const wasFilledIn =
          current.password !== '' && current.password === rememberedPasswordFor(current.username);
        if (kept) next.password = kept;
        else if (wasFilledIn) next.password = '';
      }
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const changeRemember = (next: boolean) => {
    setRemember(next);
    if (!next) forgetRememberedLogin();
  };

  /** After a login: keep what it used, or forget everything when the box is not ticked. */
  const keepAfterLogin = (result: LoginResult, countryDialingCode: string) => {
    if (!enabled || result.loginType === 'trial') return;
    if (!remember) {
      forgetRememberedLogin();
      return;
    }
    if (result.loginType === 'sms') {
      rememberLogin({ sms: { countryDialingCode, mobileNum: values.mobileNum.trim() } });
    } else if (result.kind === 'logged-in') {
      // an expired password (forced change) is not worth keeping
      rememberLogin({ username: values.username, password: values.password });
    }
  };

  return { values, errors, setErrors, change, remember, changeRemember, keepAfterLogin };
}
