import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { securityOverviewQueryOptions } from '../api/get-security-overview.ts';
import { setPaymentPassword } from '../api/set-payment-password.ts';
import {
  paymentPasswordErrorMapping,
  paymentPasswordFields,
  paymentPasswordRequest,
  paymentPasswordSchema,
  type PaymentPasswordField,
  type PaymentPasswordValues,
} from '../payment-password-rules.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const form = useSchemaForm({
    schema: paymentPasswordSchema(hasPaymentPassword),
    defaultValues: emptyValues,
    onEdit: () => setIsSaved(false),
  });
  const isSubmitting = form.isSubmitting;

  const clearOutcome = () => {
    setFailure(null);
    setIsSaved(false);
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await setPaymentPassword(paymentPasswordRequest(values, hasPaymentPassword));
      form.reset();
      setIsSaved(true);
      await queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions().queryKey });
    } catch (error) {
      const hasUnplaced = form.placeServerError(
        error,
        paymentPasswordErrorMapping(hasPaymentPassword),
      );
      setFailure(hasUnplaced ? translateApiError(error, t) : null);
    }
  }, clearOutcome);

  return (
    <form
      className="security-form"
      noValidate
      data-testid="payment-password-form"
      onSubmit={submit}
    >
      {paymentPasswordFields(hasPaymentPassword).map((field) => (
        <PasswordField
          key={field}
          label={t(fieldView[field].label)}
          autoComplete={fieldView[field].autoComplete}
          data-testid={fieldView[field].testId}
          {...form.field(field)}
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
