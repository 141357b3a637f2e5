import { useTranslation } from 'react-i18next';
import { CaptchaField } from './components/captcha-field.tsx';
import { SendCodeButton } from './components/send-code-button.tsx';
import { TextField } from './components/text-field.tsx';
import type { FormErrors } from './form-errors.ts';
import type { LoginField, LoginMode, LoginValues } from './login-form.ts';

export interface LoginFieldsProps {
  mode: LoginMode;
  values: LoginValues;
  errors: FormErrors<LoginField>;
  change: (field: LoginField) => (value: string) => void;
  countryDialingCode: string | undefined;
  /** Shown after the server demanded it (username tab only). */
  captcha: { round: number; onCaptchaId: (captchaId: string) => void } | null;
  sendCode: { onClick: () => void; secondsLeft: number; isSending: boolean };
}

/** The inputs of the login form's tab: username and password (and captcha), or SMS login. */
export function LoginFields({
  mode,
  values,
  errors,
  change,
  countryDialingCode,
  captcha,
  sendCode,
}: LoginFieldsProps) {
  const { t } = useTranslation('auth');
  if (mode === 'username') {
    return (
      <>
        <TextField
          label={t('fields.username')}
          value={values.username}
          onValueChange={change('username')}
          error={errors.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-testid="login-username"
        />
        <TextField
          label={t('fields.password')}
          type="password"
          value={values.password}
          onValueChange={change('password')}
          error={errors.password}
          autoComplete="current-password"
          required
          data-testid="login-password"
        />
        {captcha && (
          <div data-testid="login-captcha">
            <CaptchaField
              value={values.captcha ?? ''}
              onValueChange={change('captcha')}
              onCaptchaId={captcha.onCaptchaId}
              error={errors.captcha}
              refreshKey={captcha.round}
            />
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <TextField
        label={t('fields.mobileNum')}
        type="tel"
        inputMode="numeric"
        prefix={countryDialingCode}
        value={values.mobileNum}
        onValueChange={change('mobileNum')}
        error={errors.mobileNum}
        autoComplete="tel-national"
        required
        data-testid="login-mobile"
      />
      <TextField
        label={t('fields.smsCode')}
        inputMode="numeric"
        value={values.smsCode}
        onValueChange={change('smsCode')}
        error={errors.smsCode}
        autoComplete="one-time-code"
        required
        data-testid="login-sms-code"
        addon={
          <SendCodeButton
            onClick={sendCode.onClick}
            secondsLeft={sendCode.secondsLeft}
            isSending={sendCode.isSending}
            data-testid="login-send-code"
          />
        }
      />
    </>
  );
}
