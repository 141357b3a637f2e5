import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { FormFooter } from './components/form-footer.tsx';
import { FormStatus } from './components/form-status.tsx';
import { SendCodeButton } from './components/send-code-button.tsx';
import { TextField } from './components/text-field.tsx';
import { hasErrors } from './form-errors.ts';
import {
  forgotModeOf,
  validateForgot,
  type ForgotField,
  type ForgotValues,
} from './forgot-password-form.ts';
import { useFormValues } from './use-form-values.ts';
import './auth.css';

export interface ForgotPasswordDialogProps {
  onClose: () => void;
}

const emptyValues: ForgotValues = {
  username: '',
  email: '',
  mobileNum: '',
  verificationCode: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Forgot password (§4.5): by username and email, or (mobile brands) by phone, code and a new
 * password. Checked like the real form; the reset itself arrives with the identity work.
 */
export function ForgotPasswordDialog({ onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const { values, errors, setErrors, change } = useFormValues(emptyValues);
  const [note, setNote] = useState<string | null>(null);
  const mode = settings.data ? forgotModeOf(settings.data) : 'email';

  const field = (name: ForgotField) => ({
    value: values[name],
    error: errors[name],
    required: true,
    onValueChange: change(name),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settings.data) return;
    setNote(null);
    const found = validateForgot(values, mode, settings.data);
    setErrors(found);
    if (!hasErrors(found)) setNote(t('soon.reset'));
  };

  const toLogin = () => {
    closeModal('forgotPassword');
    openModal('login');
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('forgot.title')}
      description={t(mode === 'email' ? 'forgot.introEmail' : 'forgot.introMobile')}
      closeLabel={t('close')}
      size="small"
      data-testid="forgot-password-dialog"
    >
      {!settings.data ? (
        <FormStatus
          state={settings.isError ? 'error' : 'loading'}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <form className="auth-form" noValidate onSubmit={submit}>
          {mode === 'email' ? (
            <>
              <TextField
                label={t('fields.username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...field('username')}
              />
              <TextField
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                {...field('email')}
              />
            </>
          ) : (
            <>
              <TextField
                label={t('fields.mobileNum')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                prefix={settings.data.countryDialingCode}
                {...field('mobileNum')}
              />
              <TextField
                label={t('fields.verificationCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...field('verificationCode')}
                addon={<SendCodeButton onClick={() => setNote(t('soon.smsCode'))} />}
              />
              <TextField
                label={t('fields.newPassword')}
                type="password"
                autoComplete="new-password"
                {...field('newPassword')}
              />
              <TextField
                label={t('fields.confirmPassword')}
                type="password"
                autoComplete="new-password"
                {...field('confirmPassword')}
              />
            </>
          )}
          <FormFooter
            submitLabel={t('forgot.submit')}
            note={note}
            switchLabel={t('forgot.toLogin')}
            onSwitch={toLogin}
          />
        </form>
      )}
    </Dialog>
  );
}
