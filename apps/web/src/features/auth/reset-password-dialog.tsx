import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { translateApiError } from '../../lib/api-error-text.ts';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { resetPasswordWithLink } from './api/recover-password.ts';
import { FormAlert } from './components/form-alert.tsx';
import { TextField } from './components/text-field.tsx';
import { validateNewPassword, type NewPasswordValues } from './change-password-form.ts';
import { hasErrors } from './form-errors.ts';
import { placeServerErrors } from '../../lib/server-field-errors.ts';
import { useFormValues } from './use-form-values.ts';
import './auth.css';
import { SubmitButton } from './components/submit-button.tsx';

export interface ResetPasswordDialogProps {
  /** The single-use token of the mailed link (`/index?resetToken=…`). */
  resetToken: string;
  onClose: () => void;
}

const emptyValues: NewPasswordValues = { newPassword: '', confirmNewPassword: '' };
const fieldNames: (keyof NewPasswordValues)[] = ['newPassword', 'confirmNewPassword'];

/**
 * A new password from the reset mail's link (§4.5, §2.7 "reset password"): new password and
 * confirmation; once set, the dialog says so and offers the login dialog.
 */
export function ResetPasswordDialog({ resetToken, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const { values, errors, setErrors, change } = useFormValues(emptyValues);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const found = validateNewPassword(values, settings.data);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsSubmitting(true);
    try {
      await resetPasswordWithLink({ resetToken, ...values });
      setIsDone(true);
    } catch (error) {
      const placed = placeServerErrors(error, {
        namespace: 'auth',
        names: fieldNames,
        codes: { password_too_common: 'newPassword' },
      });
      setErrors(placed.errors);
      setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
    } finally {
      setIsSubmitting(false);
    }
  };

  const toLogin = () => {
    closeModal('resetPassword');
    openModal('login');
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('reset.title')}
      closeLabel={t('close')}
      size="small"
      data-testid="reset-password-dialog"
    >
      {isDone ? (
        <div className="auth-form">
          <FormAlert tone="success" text={t('reset.done')} data-testid="reset-result" />
          <button
            type="button"
            className="auth-submit ui-action ui-action--large"
            data-testid="reset-to-login"
            onClick={toLogin}
          >
            {t('reset.toLogin')}
          </button>
        </div>
      ) : (
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            data-testid="reset-new-password"
            value={values.newPassword}
            error={errors.newPassword}
            onValueChange={change('newPassword')}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            data-testid="reset-confirm"
            value={values.confirmNewPassword}
            error={errors.confirmNewPassword}
            onValueChange={change('confirmNewPassword')}
          />
          <FormAlert tone="error" text={failure} data-testid="reset-error" />
          <SubmitButton busy={isSubmitting} data-testid="reset-submit">
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
    </Dialog>
  );
}
