import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { translateApiError } from '../../lib/api-error-text.ts';
import { appPaths } from '../../lib/app-paths.ts';
import { endSession, reloadSession } from '../session/index.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { changePassword } from './api/change-password.ts';
import { FormAlert } from './components/form-alert.tsx';
import { TextField } from './components/text-field.tsx';
import {
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './change-password-form.ts';
import { hasErrors } from './form-errors.ts';
import { placeServerErrors } from '../../lib/server-field-errors.ts';
import { useFormValues } from './use-form-values.ts';
import './auth.css';
import { SubmitButton } from './components/submit-button.tsx';

export interface ChangePasswordDialogProps {
  /**
   * Opened after a login with the brand's weak default or an expired password (§4.3 step 5):
   * it cannot be dismissed; the member changes the password or logs out.
   */
  forced?: boolean;
  onClose: () => void;
}

const emptyValues: ChangePasswordValues = {
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};
const fieldNames: ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * Change password (§4.5): old, new and confirmation, checked like the registration password;
 * on success the login info is loaded again, the dialog closes and the member lands on /.
 */
export function ChangePasswordDialog({ forced = false, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, errors, setErrors, change } = useFormValues(emptyValues);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const field = (name: ChangePasswordField) => ({
    type: 'password',
    value: values[name],
    error: errors[name],
    required: true,
    onValueChange: change(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const found = validateChangePassword(values, settings.data);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsSubmitting(true);
    try {
      await changePassword(values);
      await reloadSession(queryClient);
      onClose();
      void navigate(appPaths.root);
    } catch (error) {
      const placed = placeServerErrors(error, {
        namespace: 'auth',
        names: fieldNames,
        codes: { wrong_password: 'oldPassword', password_too_common: 'newPassword' },
      });
      setErrors(placed.errors);
      setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
    } finally {
      setIsSubmitting(false);
    }
  };

  const logOut = async () => {
    await endSession(queryClient);
    onClose();
    void navigate(appPaths.index);
  };

  const common = {
    title: t('password.title'),
    onClose,
    size: 'small' as const,
    'data-testid': 'change-password-dialog',
  };
  const content = (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {forced && (
        <p className="auth-reason" role="note" data-testid="change-forced-reason">
          {t('password.forcedReason')}
        </p>
      )}
      <TextField
        label={t('password.old')}
        autoComplete="current-password"
        data-testid="change-old"
        {...field('oldPassword')}
      />
      <TextField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        data-testid="change-new"
        {...field('newPassword')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        data-testid="change-confirm"
        {...field('confirmNewPassword')}
      />
      <FormAlert tone="error" text={failure} data-testid="change-error" />
      <SubmitButton busy={isSubmitting} data-testid="change-submit">
        {t('password.submit')}
      </SubmitButton>
      {forced && (
        <p className="auth-switch">
          <button
            type="button"
            className="auth-link"
            data-testid="change-logout"
            onClick={() => void logOut()}
          >
            {t('password.logout')}
          </button>
        </p>
      )}
    </form>
  );
  return forced ? (
    <Dialog {...common} closable={false}>
      {content}
    </Dialog>
  ) : (
    <Dialog {...common} closeLabel={t('close')}>
      {content}
    </Dialog>
  );
}
