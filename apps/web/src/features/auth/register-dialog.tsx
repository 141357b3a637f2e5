import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName } from '@lobby/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { DisclaimerField } from './components/disclaimer-field.tsx';
import { FormFooter } from './components/form-footer.tsx';
import { FormStatus } from './components/form-status.tsx';
import { SendCodeButton } from './components/send-code-button.tsx';
import { TextField } from './components/text-field.tsx';
import { hasErrors } from './form-errors.ts';
import { registerFormFields, validateRegister, type RegisterValues } from './register-form.ts';
import { useDisclaimerConsent } from './use-disclaimer-consent.ts';
import { useFormValues } from './use-form-values.ts';
import './auth.css';

export interface RegisterDialogProps {
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

/**
 * The registration dialog (§2.4, §4.4): the fields the brand's rules enable, required as
 * configured and checked by them; birthday typed dd-mm-yyyy with the age check; the
 * disclaimer checkbox; a link back to login. Registering itself arrives with the identity
 * work, so a valid submit shows a note that it is coming soon.
 */
export function RegisterDialog({ onClose }: RegisterDialogProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const { values, errors, setErrors, change } = useFormValues<RegisterValues>({});
  const disclaimer = useDisclaimerConsent();
  const [note, setNote] = useState<string | null>(null);
  const fields = settings.data ? registerFormFields(settings.data) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settings.data) return;
    setNote(null);
    // §4.4: birthday and age, disclaimer, then the other fields; all shown at once
    const found = validateRegister(values, fields, settings.data);
    setErrors(found);
    const accepted = disclaimer.check();
    if (hasErrors(found) || !accepted) return;
    setNote(t('soon.register'));
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
        <form className="auth-form" noValidate onSubmit={submit}>
          {fields.map(({ name, rule }) => (
            <TextField
              key={name}
              label={t(fieldLabelKeys[name])}
              {...inputProps[name]}
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
                  <SendCodeButton onClick={() => setNote(t('soon.smsCode'))} />
                ) : undefined
              }
            />
          ))}
          <DisclaimerField
            age={settings.data.minimumAge}
            checked={disclaimer.checked}
            onCheckedChange={disclaimer.onCheckedChange}
            error={disclaimer.error}
          />
          <FormFooter
            submitLabel={t('register.submit')}
            note={note}
            prompt={t('register.haveAccount')}
            switchLabel={t('register.toLogin')}
            onSwitch={toLogin}
          />
        </form>
      )}
    </Dialog>
  );
}
