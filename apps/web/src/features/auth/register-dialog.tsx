import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterFieldName } from '@lobby/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { translateApiError } from '../../lib/api-error-text.ts';
import { appPaths } from '../../lib/app-paths.ts';
import { getBotCheckField } from '../../lib/bot-check.ts';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { sendRegisterSmsCode } from './api/send-sms-code.ts';
import { DisclaimerField } from './components/disclaimer-field.tsx';
import { FormAlert } from './components/form-alert.tsx';
import { FormFooter } from './components/form-footer.tsx';
import { FormStatus } from './components/form-status.tsx';
import { SendCodeButton } from './components/send-code-button.tsx';
import { CaptchaField } from './components/captcha-field.tsx';
import { TextField } from './components/text-field.tsx';
import { formMessages, hasErrors, isValidMobile } from './form-errors.ts';
import { registerAndLogIn, registerErrorMapping } from './register-flow.ts';
import { registerFormFields, validateRegister, type RegisterValues } from './register-form.ts';
import { placeServerErrors } from '../../lib/server-field-errors.ts';
import { useCodeCountdown } from './use-code-countdown.ts';
import { useDisclaimerConsent } from './use-disclaimer-consent.ts';
import { useFormValues } from './use-form-values.ts';
import './auth.css';

export interface RegisterDialogProps {
  /** An agent's code from a referral link (/register?affiliateCode=…): fills the field. */
  affiliateCode?: string;
  onClose: () => void;
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck'
>;

/** Label keys of the fields, written out so the translation check can see each one. */
const fieldLabelKeys: Record<RegisterFieldName, string> = {
  username: 'fields.username',
  password: 'fields.password',
  confirmPassword: 'fields.confirmPassword',
  payeeName: 'fields.payeeName',
  email: 'fields.email',
  qqNum: 'fields.qqNum',
  mobileNum: 'fields.mobileNum',
  recommenderId: 'fields.recommenderId',
  captcha: 'fields.captcha',
  verificationCode: 'fields.verificationCode',
  affiliateCode: 'fields.affiliateCode',
  paymentPassword: 'fields.paymentPassword',
  line: 'fields.line',
  whatsapp: 'fields.whatsapp',
  facebook: 'fields.facebook',
  wechat: 'fields.wechat',
  idNumber: 'fields.idNumber',
  birthday: 'fields.birthday',
  referralCode: 'fields.referralCode',
};

/** How each field is typed: keyboard, autofill and masking. */
const inputProps: Partial<Record<RegisterFieldName, InputProps>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  payeeName: { autoComplete: 'name' },
  birthday: { inputMode: 'numeric', autoComplete: 'bday' },
  qqNum: { inputMode: 'numeric' },
};

/** The inputs' test ids (docs/web-test-ids.md): `register-<field>`, a few shortened. */
function testIdOf(name: RegisterFieldName): string {
  if (name === 'confirmPassword') return 'register-confirm';
  if (name === 'mobileNum') return 'register-mobile';
  if (name === 'verificationCode') return 'register-code';
  return `register-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The registration dialog (§2.4, §4.4): the fields the brand's rules enable, required as
 * configured and checked by them; birthday typed dd-mm-yyyy with the age check; the
 * disclaimer checkbox; a link back to login. A valid form checks the invitation code, passes
 * the bot check and registers; the new member is logged in and lands on /. What the server
 * refuses shows on the field it concerns.
 */
export function RegisterDialog({ affiliateCode, onClose }: RegisterDialogProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useFormValues<RegisterValues>(
    affiliateCode ? { affiliateCode } : {},
  );
  const disclaimer = useDisclaimerConsent();
  const code = useCodeCountdown();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [captchaId, setCaptchaId] = useState<string | undefined>();
  // every register call uses the captcha up, right or wrong: a failure asks for a new image
  const [captchaRound, setCaptchaRound] = useState(0);
  const fields = settings.data ? registerFormFields(settings.data) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings.data || isSubmitting) return;
    setFailure(null);
    // §4.4: birthday and age, disclaimer, then the other fields; all shown at once
    const found = validateRegister(values, fields, settings.data);
    setErrors(found);
    const accepted = disclaimer.check();
    if (hasErrors(found) || !accepted) return;
    setIsSubmitting(true);
    try {
      await registerAndLogIn({
        values,
        fields,
        settings: settings.data,
        captchaId,
        queryClient,
        location: window.location,
      });
      onClose();
      void navigate(appPaths.root);
    } catch (error) {
      const placed = placeServerErrors(error, registerErrorMapping(fields, settings.data));
      setErrors(placed.errors);
      setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
      setCaptchaRound((round) => round + 1);
    } finally {
      setIsSubmitting(false);
    }
  };

  const sendCode = () => {
    if (!settings.data) return;
    const mobileNum = (values.mobileNum ?? '').trim();
    if (!isValidMobile(mobileNum, settings.data.phoneDigits)) {
      setErrors({ ...errors, mobileNum: { key: formMessages.mobileInvalid } });
      return;
    }
    const { countryDialingCode } = settings.data;
    void code.sendCode(async () =>
      sendRegisterSmsCode({ countryDialingCode, mobileNum, botCheck: await getBotCheckField() }),
    );
  };

  const toLogin = () => {
    closeModal('register');
    openModal('login');
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('register.title')}
      closeLabel={t('close')}
      size="small"
      data-testid="register-dialog"
    >
      {!settings.data ? (
        <FormStatus
          state={settings.isError ? 'error' : 'loading'}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          {fields.map(({ name, rule }) =>
            name === 'captcha' ? (
              <CaptchaField
                key={name}
                value={values.captcha ?? ''}
                onValueChange={change('captcha')}
                onCaptchaId={setCaptchaId}
                error={errors.captcha}
                refreshKey={captchaRound}
              />
            ) : (
              <TextField
                key={name}
                label={t(fieldLabelKeys[name])}
                {...inputProps[name]}
                data-testid={testIdOf(name)}
                value={values[name] ?? ''}
                onValueChange={change(name)}
                error={errors[name]}
                required={rule.required}
                prefix={name === 'mobileNum' ? settings.data.countryDialingCode : undefined}
                placeholder={name === 'birthday' ? t('birthdayPlaceholder') : undefined}
                hint={name === 'birthday' ? t('birthdayHint') : undefined}
                maxLength={name === 'birthday' ? 10 : rule.maxLength}
                addon={
                  name === 'verificationCode' ? (
                    <SendCodeButton
                      onClick={sendCode}
                      secondsLeft={code.secondsLeft}
                      isSending={code.isSending}
                      data-testid="register-send-code"
                    />
                  ) : undefined
                }
              />
            ),
          )}
          <DisclaimerField
            age={settings.data.minimumAge}
            checked={disclaimer.checked}
            onCheckedChange={disclaimer.onCheckedChange}
            error={disclaimer.error}
          />
          <FormAlert
            tone="error"
            text={failure ?? (code.error ? translateApiError(code.error, t) : null)}
            data-testid="register-error"
          />
          <FormFooter
            submitLabel={t('register.submit')}
            note={null}
            prompt={t('register.haveAccount')}
            switchLabel={t('register.toLogin')}
            onSwitch={toLogin}
            submitTestId="register-submit"
            isSubmitting={isSubmitting}
          />
        </form>
      )}
    </Dialog>
  );
}
