import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isWhitelabelEnabled } from '@lobby/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { useWhitelabel } from './api/get-whitelabel.ts';
import { CheckboxField } from './components/checkbox-field.tsx';
import { SoonNote } from './components/soon-note.tsx';
import { Tabs } from './components/tabs.tsx';
import { TextField } from './components/text-field.tsx';
import {
  defaultMinimumAge,
  formMessages,
  hasErrors,
  type FieldMessage,
  type FormErrors,
} from './form-errors.ts';
import {
  defaultPhoneDigits,
  validateLogin,
  type LoginField,
  type LoginMode,
} from './login-form.ts';
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
  const [values, setValues] = useState(emptyValues);
  const [remember, setRemember] = useState(false);
  const [disclaimer, setDisclaimer] = useState(false);
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const [formError, setFormError] = useState<FieldMessage | undefined>();
  const [note, setNote] = useState<string | null>(null);

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    // §4.3 step 1: the disclaimer comes first; step 2 the fields
    if (!disclaimer) {
      setFormError({ key: formMessages.disclaimer });
      return;
    }
    setFormError(undefined);
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
        <Tabs
          label={t('login.modes')}
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
                addon={
                  <button
                    type="button"
                    className="auth-field__addon"
                    onClick={() => setNote(t('soon.smsCode'))}
                  >
                    {t('login.sendCode')}
                  </button>
                }
              />
            </>
          )}
        </Tabs>

        <div className="auth-form__row">
          <CheckboxField checked={remember} onCheckedChange={setRemember}>
            {t('login.remember')}
          </CheckboxField>
          <button type="button" className="auth-link" onClick={() => switchTo('forgotPassword')}>
            {t('login.forgot')}
          </button>
        </div>
        <CheckboxField
          checked={disclaimer}
          onCheckedChange={(checked) => {
            setDisclaimer(checked);
            if (checked) setFormError(undefined);
          }}
          error={formError}
        >
          {t('disclaimerCheck', { age: settings.data?.minimumAge ?? defaultMinimumAge })}
        </CheckboxField>

        <button type="submit" className="auth-submit">
          {t('login.submit')}
        </button>
        <SoonNote text={note} />
        <p className="auth-switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="auth-link" onClick={() => switchTo('register')}>
            {t('login.toRegister')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
