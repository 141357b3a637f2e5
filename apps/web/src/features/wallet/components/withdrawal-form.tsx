import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { BankAccount, WithdrawalSettings } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { codesTo } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { amountSchema, largestAmount, type AmountBounds } from '../amount-rules.ts';
import { useBalance } from '../api/get-balance.ts';
import { createWithdrawal } from '../api/create-withdrawal.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { amountErrorCodes } from '../wallet-error-codes.ts';
import { WalletField } from './wallet-field.tsx';
import { FormDone, FormFailure, SubmitButton } from './wallet-form-parts.tsx';

/** The account offered first: the default one, else the first. */
function firstChoice(accounts: BankAccount[]): string {
  return String((accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? '');
}

/** The form's rules: one of the member's accounts, an amount within the bounds, the password. */
function withdrawalFormSchema(accounts: BankAccount[], bounds: AmountBounds) {
  return z.object({
    bankAccountId: z
      .string()
      .refine((id) => accounts.some((account) => String(account.id) === id), {
        message: 'withdraw.accountRequired',
      })
      .transform(Number),
    amount: amountSchema(bounds),
    paymentPassword: z.string().min(1, 'withdraw.passwordRequired'),
  });
}

/**
 * A withdrawal request: to which of the member's bank accounts, how much (within the balance
 * and the brand's limits; "all" fills in the most allowed) and the payment password. The
 * amount is held at once; the list below follows it through review and payout.
 */
export function WithdrawalForm({
  settings,
  accounts,
}: {
  settings: WithdrawalSettings;
  accounts: BankAccount[];
}) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const balance = useBalance().data?.balance;
  const { decimals, formatMoney } = useWalletFormat();
  const keys = useSubmissionKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentOrder, setSentOrder] = useState<string | null>(null);
  const bounds = { decimals, min: settings.minAmount, max: settings.maxAmount, balance };
  const isDailyLimitReached = settings.withdrawalsToday >= settings.withdrawalsPerDay;
  const form = useSchemaForm({
    schema: withdrawalFormSchema(accounts, bounds),
    defaultValues: { bankAccountId: firstChoice(accounts), amount: '', paymentPassword: '' },
    messageValues: {
      amount: {
        min: formatMoney(settings.minAmount),
        max: formatMoney(settings.maxAmount),
        balance: formatMoney(balance ?? '0'),
      },
    },
  });
  const account = form.field('bankAccountId');

  const clearOutcome = () => {
    setFailure(null);
    setSentOrder(null);
  };
  const submit = form.onSubmit(async (body) => {
    try {
      const withdrawal = await createWithdrawal(body, keys.keyFor(body));
      keys.settle();
      form.reset({ bankAccountId: account.value, amount: '', paymentPassword: '' });
      setSentOrder(withdrawal.orderNo);
      // the amount left the balance for the hold; the list and today's count changed too
      void queryClient.invalidateQueries({ queryKey: walletQueryRoot });
    } catch (error) {
      const hasUnplaced = form.placeServerError(error, {
        names: ['bankAccountId', 'amount', 'paymentPassword'],
        namespace: 'wallet',
        codes: {
          ...codesTo(amountErrorCodes, 'amount'),
          wrong_payment_password: 'paymentPassword',
        },
      });
      setFailure(hasUnplaced ? translateApiError(error, t) : null);
    }
  }, clearOutcome);

  return (
    <form className="wallet-form" noValidate data-testid="withdrawal-form" onSubmit={submit}>
      <fieldset className={`wallet-choices${account.error ? ' has-error' : ''}`}>
        <legend className="wallet-field__label">{t('withdraw.toAccount')}</legend>
        {accounts.map((choice) => (
          <label key={choice.id} className="wallet-choice wallet-choice--account">
            <input
              type="radio"
              name="bankAccountId"
              value={choice.id}
              checked={account.value === String(choice.id)}
              data-testid="withdraw-account"
              onChange={() => account.onValueChange(String(choice.id))}
            />
            <span>
              <strong>{choice.bankName}</strong> {choice.accountNumberMasked}
              <span className="wallet-choice__sub">{choice.holderName}</span>
            </span>
          </label>
        ))}
        {account.error && (
          <p className="wallet-field__error" role="alert">
            {t(account.error.key, { ...account.error.values, ns: ['wallet', 'errors'] })}
          </p>
        )}
      </fieldset>
      <WalletField
        label={t('amount.label')}
        inputMode="decimal"
        hint={t('withdraw.limits', {
          min: formatMoney(settings.minAmount),
          max: formatMoney(settings.maxAmount),
          used: settings.withdrawalsToday,
          perDay: settings.withdrawalsPerDay,
        })}
        data-testid="withdraw-amount"
        {...form.field('amount')}
      >
        <button
          type="button"
          className="wallet-chip"
          disabled={balance === undefined}
          data-testid="withdraw-all"
          onClick={() => {
            if (balance !== undefined) form.edit('amount', largestAmount({ ...bounds, balance }));
          }}
        >
          {t('withdraw.all')}
        </button>
      </WalletField>
      <WalletField
        label={t('withdraw.paymentPassword')}
        type="password"
        autoComplete="off"
        data-testid="withdraw-password"
        {...form.field('paymentPassword')}
      />
      {isDailyLimitReached && (
        <p className="wallet-form__error" role="status" data-testid="withdraw-daily-limit">
          {t('withdraw.dailyLimitReached', { perDay: settings.withdrawalsPerDay })}
        </p>
      )}
      <FormFailure text={failure} testId="withdraw-error" />
      <FormDone
        text={sentOrder && t('withdraw.submitted', { orderNo: sentOrder })}
        testId="withdraw-submitted"
      />
      <SubmitButton
        isBusy={form.isSubmitting}
        disabled={isDailyLimitReached}
        testId="withdraw-submit"
      >
        {t('withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
