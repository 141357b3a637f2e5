import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { securityOverviewQueryOptions } from '../api/get-security-overview.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';
import {
  paymentPasswordFields,
  paymentPasswordRequest,
  paymentServerErrors,
  validatePaymentPassword,
  type PaymentPasswordErrors,
  type PaymentPasswordField,
  type PaymentPasswordValues,
} from '../payment-password-form.ts';
import { PasswordField } from './password-field.tsx';

const emptyValues: PaymentPasswordValues = {
  loginPassword: '',
  oldPaymentPassword: '',
  newPaymentPassword: '',
  confirmPaymentPassword: '',
};

/** Label key and test id of each field, written out for the translation check. */
const fieldView: Record<
  PaymentPasswordField,
  { label: string; testId: string; autoComplete: 'current-password' | 'new-password' | 'off' }
> = {
  loginPassword: {
    label: 'paymentPassword.loginPassword',
    testId: 'payment-password-login',
    autoComplete: 'current-password',
  },
  oldPaymentPassword: {
    label: 'paymentPassword.old',
    testId: 'payment-password-old',
    autoComplete: 'off',
  },
  newPaymentPassword: {
    label: 'paymentPassword.new',
    testId: 'payment-password-new',
    autoComplete: 'off',
  },
  confirmPaymentPassword: {
    label: 'paymentPassword.confirm',
    testId: 'payment-password-confirm',
    autoComplete: 'off',
  },
};

export interface PaymentPasswordFormProps {
  /** Whether one is set: changing asks for it, setting the first asks for the login password. */
  hasPaymentPassword: boolean;
}

/** Sets or changes the payment (transaction) password (issue 3 item 6). */
export function PaymentPasswordForm({ hasPaymentPassword }: PaymentPasswordFormProps) {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<PaymentPasswordErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const change = (field: PaymentPasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIsSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    setIsSaved(false);
    const found = validatePaymentPassword(values, hasPaymentPassword);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setIsSubmitting(true);
    try {
      await setPaymentPassword(paymentPasswordRequest(values, hasPaymentPassword));
      setValues(emptyValues);
      setIsSaved(true);
      await queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions().queryKey });
    } catch (error) {
      const placed = paymentServerErrors(error, hasPaymentPassword);
      setErrors(placed.errors);
      setFailure(placed.general ? translateApiError(error, t) : null);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form
      className="security-form"
      noValidate
      data-testid="payment-password-form"
      onSubmit={(event) => void submit(event)}
    >
      {paymentPasswordFields(hasPaymentPassword).map((field) => (
        <PasswordField
          key={field}
          label={t(fieldView[field].label)}
          autoComplete={fieldView[field].autoComplete}
          data-testid={fieldView[field].testId}
          value={values[field]}
          error={errors[field]}
          onValueChange={change(field)}
        />
      ))}
      {failure && (
        <p className="security-form__error" role="alert" data-testid="payment-password-error">
          {failure}
        </p>
      )}
      {isSaved && (
        <p className="security-form__done" role="status" data-testid="payment-password-result">
          {t('paymentPassword.saved')}
        </p>
      )}
      <button
        type="submit"
        className="security-form__submit ui-action ui-action--medium"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        data-testid="payment-password-submit"
      >
        {t(hasPaymentPassword ? 'paymentPassword.change' : 'paymentPassword.set')}
      </button>
    </form>
  );
}
