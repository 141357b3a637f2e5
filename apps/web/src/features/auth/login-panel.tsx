import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isWhitelabelEnabled, type LoginPortal } from '@lobby/contracts';
import { translateApiError } from '../../lib/api-error-text.ts';
import { getBotCheckField } from '../../lib/bot-check.ts';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { useWhitelabel } from './api/get-whitelabel.ts';
import { sendLoginSmsCode } from './api/send-sms-code.ts';
import { CheckboxField } from './components/checkbox-field.tsx';
import { DisclaimerField } from './components/disclaimer-field.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { defaultMinimumAge, hasErrors } from './form-errors.ts';
import { LoginFields } from './login-fields.tsx';
import { defaultPhoneDigits, mobileNumError, validateLogin, type LoginMode } from './login-form.ts';
import { SecondStepForm } from './second-step-form.tsx';
import { useCodeCountdown } from './use-code-countdown.ts';
import { useDisclaimerConsent } from './use-disclaimer-consent.ts';
import { useLogin, type LoginResult } from './use-login.ts';
import { useLoginValues } from './use-login-values.ts';
import './auth.css';
import './login.css';
import { SubmitButton } from './components/submit-button.tsx';

export interface LoginPanelProps {
  /** The member site, or the agent landing page (the server refuses non-agents there). */
  portal: LoginPortal;
  /** Remember-me is hidden on /agent (§2.1). */
  showRemember: boolean;
  /** The login finished, or was handed to the forced password change. */
  onFinished: (result: LoginResult) => void;
  onForgotPassword: () => void;
  /** The link to the register dialog; none on /agent. */
  onRegister?: () => void;
  /** The "try for free" entry, when the brand offers free play (FREEPLAY3). */
  offerTrial?: boolean;
}

/**
 * The login form of §2.4 and §4.3, used by the login dialog and embedded on /agent: username
 * or SMS tab (SMSCODELOGIN3), the captcha once the server asks for it, remember-me,
 * forgot password, the disclaimer; submitting checks the disclaimer, then the fields, then
 * runs the login. A second step replaces the form with the code form.
 */
export function LoginPanel(props: LoginPanelProps) {
  const { portal, showRemember, onForgotPassword, onRegister } = props;
  const { t } = useTranslation('auth');
  const whitelabel = useWhitelabel().data;
  const settings = useRegisterSettings().data;
  const smsEnabled = whitelabel ? isWhitelabelEnabled(whitelabel, 'SMSCODELOGIN3') : false;
  const trialOffered =
    props.offerTrial === true && whitelabel !== undefined
      ? isWhitelabelEnabled(whitelabel, 'FREEPLAY3')
      : false;
  const [chosenMode, setMode] = useState<LoginMode>('username');
  const mode: LoginMode = smsEnabled ? chosenMode : 'username';
  const phoneDigits = settings?.phoneDigits ?? defaultPhoneDigits;
  const countryDialingCode = settings?.countryDialingCode ?? '';
  const form = useLoginValues(showRemember);
  const disclaimer = useDisclaimerConsent();
  const [captchaId, setCaptchaId] = useState<string>();
  const codeSending = useCodeCountdown();
  const flow = useLogin({
    portal,
    onFinished: (result) => {
      form.keepAfterLogin(result, countryDialingCode);
      props.onFinished(result);
    },
  });
  const failure = flow.failure ?? codeSending.error;
  const failureText = failure ? translateApiError(failure, t) : null;

  if (flow.secondStep) {
    return (
      <SecondStepForm
        step={flow.secondStep}
        isSubmitting={flow.isSubmitting}
        failureText={failureText}
        onSubmit={(code) => void flow.verifySecondStep(code)}
        onBack={flow.leaveSecondStep}
      />
    );
  }

  const captchaShown = flow.captchaRequired && mode === 'username';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.clearFailure();
    // §4.3 step 1: the disclaimer comes first; step 2 the fields
    if (!disclaimer.check()) return;
    const found = validateLogin(form.values, mode, phoneDigits, { captchaShown });
    form.setErrors(found);
    if (hasErrors(found)) return;
    if (mode === 'username') {
      void flow.loginWithPassword({
        username: form.values.username,
        password: form.values.password,
        captcha: form.values.captcha,
        captchaId,
      });
    } else {
      void flow.loginWithSms({
        countryDialingCode,
        mobileNum: form.values.mobileNum,
        verificationCode: form.values.smsCode,
      });
    }
  };

  const sendCode = () => {
    flow.clearFailure();
    const mobileError = mobileNumError(form.values.mobileNum, phoneDigits);
    if (mobileError) {
      form.setErrors((current) => ({ ...current, mobileNum: mobileError }));
      return;
    }
    void codeSending.sendCode(async () =>
      sendLoginSmsCode({
        countryDialingCode,
        mobileNum: form.values.mobileNum.trim(),
        botCheck: await getBotCheckField(),
      }),
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="login-form">
      <div className="auth-tabs">
        <Tabs
          label={t('login.modes')}
          listClassName="auth-tabs__list"
          tabClassName="auth-tabs__tab"
          hideSingleTab
          tabs={[
            { value: 'username', label: t('login.tabUsername'), testId: 'login-tab-username' },
            ...(smsEnabled
              ? [{ value: 'sms' as const, label: t('login.tabSms'), testId: 'login-tab-sms' }]
              : []),
          ]}
          value={mode}
          onValueChange={(next) => {
            setMode(next);
            form.setErrors({});
            flow.clearFailure();
          }}
        >
          <LoginFields
            mode={mode}
            values={form.values}
            errors={form.errors}
            change={form.change}
            countryDialingCode={settings?.countryDialingCode}
            captcha={captchaShown ? { round: flow.captchaRound, onCaptchaId: setCaptchaId } : null}
            sendCode={{
              onClick: sendCode,
              secondsLeft: codeSending.secondsLeft,
              isSending: codeSending.isSending,
            }}
          />
        </Tabs>
      </div>

      <div className="auth-form__row">
        {showRemember && (
          <CheckboxField
            checked={form.remember}
            onCheckedChange={form.changeRemember}
            data-testid="login-remember"
          >
            {t('login.remember')}
          </CheckboxField>
        )}
        <button
          type="button"
          className="auth-link"
          onClick={onForgotPassword}
          data-testid="login-forgot"
        >
          {t('login.forgot')}
        </button>
      </div>
      <DisclaimerField
        age={settings?.minimumAge ?? defaultMinimumAge}
        checked={disclaimer.checked}
        onCheckedChange={disclaimer.onCheckedChange}
        error={disclaimer.error}
      />

      <FormAlert text={failureText} tone="error" data-testid="login-error" />
      <SubmitButton busy={flow.isSubmitting} data-testid="login-submit">
        {t('login.submit')}
      </SubmitButton>
      {trialOffered && (
        <button
          type="button"
          className="auth-submit login-trial ui-action ui-action--large"
          disabled={flow.isSubmitting}
          onClick={() => void flow.startTrial()}
          data-testid="trial-button"
        >
          {t('login.tryFree')}
        </button>
      )}
      {onRegister && (
        <p className="auth-switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="auth-link" onClick={onRegister}>
            {t('login.toRegister')}
          </button>
        </p>
      )}
    </form>
  );
}
