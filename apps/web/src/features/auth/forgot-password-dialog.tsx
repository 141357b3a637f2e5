import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { translateApiError } from '../../lib/api-error-text.ts';
import { getBotCheckField } from '../../lib/bot-check.ts';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { startSession } from '../session/index.ts';
import { useRegisterSettings } from './api/get-register-settings.ts';
import { requestResetEmail, resetPasswordByPhone } from './api/recover-password.ts';
import { sendLoginSmsCode } from './api/send-sms-code.ts';
import { FormAlert } from './components/form-alert.tsx';
import { FormFooter } from './components/form-footer.tsx';
import { FormStatus } from './components/form-status.tsx';
import { SendCodeButton } from './components/send-code-button.tsx';
import { TextField } from './components/text-field.tsx';
import { formMessages, hasErrors, isValidMobile } from './form-errors.ts';
import {
  forgotEmailRequest,
  forgotModeOf,
  forgotModesOf,
  phoneResetRequest,
  validateForgot,
  type ForgotField,
  type ForgotMode,
  type ForgotValues,
} from './forgot-password-form.ts';
import { placeServerErrors } from '../../lib/server-field-errors.ts';
import { useCodeCountdown } from './use-code-countdown.ts';
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

const fieldsOf: Record<ForgotMode, ForgotField[]> = {
  email: ['username', 'email'],
  mobile: ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'],
};

/** The server's complaints about a code go on the code field. */
const codeErrors = {
  invalid_verification_code: 'verificationCode',
  code_expired: 'verificationCode',
  code_used: 'verificationCode',
  password_too_common: 'newPassword',
} as const;

/**
 * Forgot password (§4.5): by username and email (the server mails a single-use link and
 * answers 'in_been_out' either way), or by phone, SMS code and a new password, after which
 * the member is logged in.
 */
export function ForgotPasswordDialog({ onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const queryClient = useQueryClient();
  const { values, errors, setErrors, change } = useFormValues(emptyValues);
  const code = useCodeCountdown();
  const [chosenMode, setChosenMode] = useState<ForgotMode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const modes = settings.data ? forgotModesOf(settings.data) : (['email'] as ForgotMode[]);
  const mode = chosenMode ?? (settings.data ? forgotModeOf(settings.data) : 'email');

  const field = (name: ForgotField) => ({
    value: values[name],
    error: errors[name],
    required: true,
    onValueChange: change(name),
  });

  const submitEmail = async () => {
    // the server gives one answer whether or not the details matched (§4.5): 'in_been_out'
    await requestResetEmail(forgotEmailRequest(values));
    setResult(t('in_been_out'));
  };

  const submitPhone = async (countryDialingCode: string) => {
    const session = await resetPasswordByPhone(phoneResetRequest(values, countryDialingCode));
    await startSession(session.token, queryClient);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings.data || isSubmitting) return;
    setFailure(null);
    setResult(null);
    const found = validateForgot(values, mode, settings.data);
    setErrors(found);
    if (hasErrors(found)) return;
    setIsSubmitting(true);
    try {
      if (mode === 'email') await submitEmail();
      else await submitPhone(settings.data.countryDialingCode);
    } catch (error) {
      const placed = placeServerErrors(error, {
        namespace: 'auth',
        names: fieldsOf[mode],
        aliases: { confirmNewPassword: 'confirmPassword' },
        codes: mode === 'mobile' ? codeErrors : {},
      });
      setErrors(placed.errors);
      setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
    } finally {
      setIsSubmitting(false);
    }
  };

  const sendCode = () => {
    if (!settings.data) return;
    const mobileNum = values.mobileNum.trim();
    if (!isValidMobile(mobileNum, settings.data.phoneDigits)) {
      setErrors({ ...errors, mobileNum: { key: formMessages.mobileInvalid } });
      return;
    }
    const { countryDialingCode } = settings.data;
    void code.sendCode(async () =>
      sendLoginSmsCode({ countryDialingCode, mobileNum, botCheck: await getBotCheckField() }),
    );
  };

  const chooseMode = (next: ForgotMode) => {
    setChosenMode(next);
    setErrors({});
    setFailure(null);
    setResult(null);
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
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          <div className="auth-tabs">
            <Tabs
              label={t('forgot.modes')}
              listClassName="auth-tabs__list"
              tabClassName="auth-tabs__tab"
              hideSingleTab
              tabs={modes.map((value) =>
                value === 'email'
                  ? { value, label: t('forgot.tabEmail'), testId: 'forgot-tab-email' }
                  : { value, label: t('forgot.tabMobile'), testId: 'forgot-tab-mobile' },
              )}
              value={mode}
              onValueChange={chooseMode}
            >
              {mode === 'email' ? (
                <>
                  <TextField
                    label={t('fields.username')}
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    data-testid="forgot-username"
                    {...field('username')}
                  />
                  <TextField
                    label={t('fields.email')}
                    type="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    data-testid="forgot-email"
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
                    data-testid="forgot-mobile"
                    {...field('mobileNum')}
                  />
                  <TextField
                    label={t('fields.verificationCode')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    data-testid="forgot-code"
                    {...field('verificationCode')}
                    addon={
                      <SendCodeButton
                        onClick={sendCode}
                        secondsLeft={code.secondsLeft}
                        isSending={code.isSending}
                        data-testid="forgot-send-code"
                      />
                    }
                  />
                  <TextField
                    label={t('fields.newPassword')}
                    type="password"
                    autoComplete="new-password"
                    data-testid="forgot-new-password"
                    {...field('newPassword')}
                  />
                  <TextField
                    label={t('fields.confirmPassword')}
                    type="password"
                    autoComplete="new-password"
                    data-testid="forgot-confirm"
                    {...field('confirmPassword')}
                  />
                </>
              )}
            </Tabs>
          </div>
          <FormAlert tone="success" text={result} data-testid="forgot-result" />
          <FormAlert
            tone="error"
            text={failure ?? (code.error ? translateApiError(code.error, t) : null)}
            data-testid="forgot-error"
          />
          <FormFooter
            submitLabel={t('forgot.submit')}
            note={null}
            switchLabel={t('forgot.toLogin')}
            onSwitch={toLogin}
            submitTestId="forgot-submit"
            isSubmitting={isSubmitting}
          />
        </form>
      )}
    </Dialog>
  );
}
