import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isWhitelabelEnabled } from '@lobby/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { useWhitelabel } from './api/get-whitelabel.ts';
import { CheckboxField } from './components/checkbox-field.tsx';
import { DisclaimerField } from './components/disclaimer-field.tsx';
import { FormFooter } from './components/form-footer.tsx';
import { SendCodeButton } from './components/send-code-button.tsx';
import { TextField } from './components/text-field.tsx';
import { defaultMinimumAge, hasErrors } from './form-errors.ts';
import { defaultPhoneDigits, validateLogin, type LoginMode } from './login-form.ts';
import { useDisclaimerConsent } from './use-disclaimer-consent.ts';
import { useFormValues } from './use-form-values.ts';
import './auth.css';

export interface LoginDialogProps {
  onClose: () => void;
}

const emptyValues = { username: '', password: '', mobileNum: '', smsCode: '' };

/**
 * The login dialog (§2.4, §4.3 form): username or sms tab (sms only with SMSCODELOGIN3),
 * remember password, forgot password, the disclaimer checkbox, a link to register. Checked
 * like the real form; signing in itself arrives with the identity work, so a valid submit
 * shows a note that it is coming soon.
 */
export function LoginDialog({ onClose }: LoginDialogProps) {
  const { t } = useTranslation('auth');
  const whitelabel = useWhitelabel();
  const settings = useRegisterSettings();
  const smsEnabled = whitelabel.data
    ? isWhitelabelEnabled(whitelabel.data, 'SMSCODELOGIN3')
    : false;
  const [chosenMode, setMode] = useState<LoginMode>('username');
  const mode: LoginMode = smsEnabled ? chosenMode : 'username';
  const { values, errors, setErrors, change } = useFormValues(emptyValues);
  const [remember, setRemember] = useState(false);
  const disclaimer = useDisclaimerConsent();
  const [note, setNote] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    // §4.3 step 1: the disclaimer comes first; step 2 the fields
    if (!disclaimer.check()) return;
    const found = validateLogin(values, mode, settings.data?.phoneDigits ?? defaultPhoneDigits);
    setErrors(found);
    if (hasErrors(found)) return;
    setNote(t('soon.login'));
  };

  const switchTo = (name: 'register' | 'forgotPassword') => {
    closeModal('login');
    openModal(name);
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('login.title')}
      closeLabel={t('close')}
      size="small"
      data-testid="login-dialog"
    >
      <form className="auth-form" noValidate onSubmit={submit}>
        <div className="auth-tabs">
          <Tabs
            label={t('login.modes')}
            listClassName="auth-tabs__list"
            tabClassName="auth-tabs__tab"
            hideSingleTab
            tabs={[
              { value: 'username', label: t('login.tabUsername') },
              ...(smsEnabled ? [{ value: 'sms' as const, label: t('login.tabSms') }] : []),
            ]}
            value={mode}
            onValueChange={(next) => {
              setMode(next);
              setErrors({});
              setNote(null);
            }}
          >
            {mode === 'username' ? (
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
                />
                <TextField
                  label={t('fields.password')}
                  type="password"
                  value={values.password}
                  onValueChange={change('password')}
                  error={errors.password}
                  autoComplete="current-password"
                  required
                />
              </>
            ) : (
              <>
                <TextField
                  label={t('fields.mobileNum')}
                  type="tel"
                  inputMode="numeric"
                  prefix={settings.data?.countryDialingCode}
                  value={values.mobileNum}
                  onValueChange={change('mobileNum')}
                  error={errors.mobileNum}
                  autoComplete="tel-national"
                  required
                />
                <TextField
                  label={t('fields.smsCode')}
                  inputMode="numeric"
                  value={values.smsCode}
                  onValueChange={change('smsCode')}
                  error={errors.smsCode}
                  autoComplete="one-time-code"
                  required
                  addon={<SendCodeButton onClick={() => setNote(t('soon.smsCode'))} />}
                />
              </>
            )}
          </Tabs>
        </div>

        <div className="auth-form__row">
          <CheckboxField checked={remember} onCheckedChange={setRemember}>
            {t('login.remember')}
          </CheckboxField>
          <button type="button" className="auth-link" onClick={() => switchTo('forgotPassword')}>
            {t('login.forgot')}
          </button>
        </div>
        <DisclaimerField
          age={settings.data?.minimumAge ?? defaultMinimumAge}
          checked={disclaimer.checked}
          onCheckedChange={disclaimer.onCheckedChange}
          error={disclaimer.error}
        />

        <FormFooter
          submitLabel={t('login.submit')}
          note={note}
          prompt={t('login.noAccount')}
          switchLabel={t('login.toRegister')}
          onSwitch={() => switchTo('register')}
        />
      </form>
    </Dialog>
  );
}
