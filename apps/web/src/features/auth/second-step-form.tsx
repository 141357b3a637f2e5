import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './components/form-alert.tsx';
import { TextField } from './components/text-field.tsx';
import { formMessages, type FieldMessage } from './form-errors.ts';
import type { SecondStep } from './use-login.ts';
import { formatMinutesSeconds, useSecondsLeft } from './use-seconds-left.ts';
import { SubmitButton } from './components/submit-button.tsx';

export interface SecondStepFormProps {
  step: SecondStep;
  isSubmitting: boolean;
  /** The failure to show (already translated), or null. */
  failureText: string | null;
  onSubmit: (verificationCode: string) => void;
  onBack: () => void;
}

/**
 * The second step of a login from an unknown IP (§4.3): the code went to the masked phone
 * or mailbox; the form counts down its life and sends it back.
 */
export function SecondStepForm({
  step,
  isSubmitting,
  failureText,
  onSubmit,
  onBack,
}: SecondStepFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>();
  const secondsLeft = useSecondsLeft(step.expiredMinutes * 60);
  const expired = secondsLeft <= 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expired) return;
    if (!/^\d{4,8}$/.test(code.trim())) {
      setError({ key: formMessages.codeInvalid });
      return;
    }
    onSubmit(code);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="second-step-form">
      <p className="auth-reason" data-testid="second-step-destination">
        {t(step.channel === 'sms' ? 'secondStep.sentBySms' : 'secondStep.sentByEmail', {
          destination: step.destination,
        })}
      </p>
      <TextField
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
        hint={
          expired
            ? undefined
            : t('secondStep.expiresIn', { time: formatMinutesSeconds(secondsLeft) })
        }
        required
        data-testid="second-step-code"
      />
      <FormAlert text={expired ? t('secondStep.expired') : failureText} tone="error" />
      <SubmitButton busy={isSubmitting} disabled={expired} data-testid="second-step-submit">
        {t('secondStep.submit')}
      </SubmitButton>
      <p className="auth-switch">
        <button type="button" className="auth-link" onClick={onBack} data-testid="second-step-back">
          {t('secondStep.back')}
        </button>
      </p>
    </form>
  );
}
