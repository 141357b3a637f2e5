import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addBankAccountRequestSchema, type WithdrawalSettings } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { bankAccountsQueryOptions } from '../../wallet/index.ts';
import { addBankAccount } from '../api/add-bank-account.ts';
import { CardField } from './card-field.tsx';

/** The contract's request, with the number as members type it: spaces and dashes dropped. */
const addBankAccountFormSchema = addBankAccountRequestSchema.extend({
  accountNumber: z
    .string()
    .transform((typed) => typed.replace(/[\s-]/g, ''))
    .pipe(addBankAccountRequestSchema.shape.accountNumber),
});

type AddField = keyof z.input<typeof addBankAccountFormSchema>;

/** Adds a bank account in the member's real name; the payment password proves the member. */
export function AddBankAccountForm({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const form = useSchemaForm({
    schema: addBankAccountFormSchema,
    defaultValues: {
      bankCode: settings.banks[0]?.code ?? '',
      accountNumber: '',
      holderName: settings.payeeName ?? '',
      paymentPassword: '',
    },
    messages: {
      bankCode: 'bankAccounts.fieldRequired',
      accountNumber: 'bankAccounts.numberFormat',
      holderName: 'bankAccounts.fieldRequired',
      paymentPassword: 'bankAccounts.fieldRequired',
    },
    onEdit: () => setIsSaved(false),
  });
  const submit = form.onSubmit(
    async (request) => {
      try {
        await addBankAccount(request);
        form.reset();
        setIsSaved(true);
        await queryClient.invalidateQueries({ queryKey: bankAccountsQueryOptions().queryKey });
      } catch (caught) {
        const hasUnplaced = form.placeServerError(caught, {
          names: ['bankCode', 'accountNumber', 'holderName', 'paymentPassword'],
          namespace: 'wallet',
          codes: {
            bank_not_supported: 'bankCode',
            bank_account_exists: 'accountNumber',
            bank_holder_mismatch: 'holderName',
            wrong_payment_password: 'paymentPassword',
          },
        });
        setFailure(hasUnplaced ? translateApiError(caught, t) : null);
      }
    },
    () => setFailure(null),
  );
  const input = (
    name: AddField,
    testId: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => {
    const field = form.field(name);
    return function render(id: string, describedBy: string | undefined) {
      return (
        <input
          id={id}
          className="security-field__input"
          value={field.value}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(event) => field.onValueChange(event.target.value)}
          {...extra}
        />
      );
    };
  };
  const bankCode = form.field('bankCode');
  return (
    <form className="security-form" noValidate data-testid="bank-account-form" onSubmit={submit}>
      <h3 className="security-card__subtitle">{t('bankAccounts.addTitle')}</h3>
      <CardField label={t('bankAccounts.bank')} error={bankCode.error}>
        {(id, describedBy) => (
          <select
            id={id}
            className="security-field__input"
            value={bankCode.value}
            aria-describedby={describedBy}
            data-testid="bank-account-bank"
            onChange={(event) => bankCode.onValueChange(event.target.value)}
          >
            {settings.banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        )}
      </CardField>
      <CardField label={t('bankAccounts.accountNumber')} error={form.messageOf('accountNumber')}>
        {input('accountNumber', 'bank-account-number', { inputMode: 'numeric', maxLength: 24 })}
      </CardField>
      <CardField label={t('bankAccounts.holderName')} error={form.messageOf('holderName')}>
        {input('holderName', 'bank-account-holder', { maxLength: 100, autoComplete: 'name' })}
      </CardField>
      <CardField
        label={t('bankAccounts.paymentPassword')}
        error={form.messageOf('paymentPassword')}
      >
        {input('paymentPassword', 'bank-account-password', {
          type: 'password',
          autoComplete: 'off',
        })}
      </CardField>
      {failure && (
        <p className="security-form__error" role="alert" data-testid="bank-account-error">
          {failure}
        </p>
      )}
      {isSaved && (
        <p className="security-form__done" role="status" data-testid="bank-account-saved">
          {t('bankAccounts.saved')}
        </p>
      )}
      <button
        type="submit"
        className="security-form__submit ui-action ui-action--medium"
        disabled={form.isSubmitting}
        data-testid="bank-account-submit"
      >
        {t('bankAccounts.add')}
      </button>
    </form>
  );
}
