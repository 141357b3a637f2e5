import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { BankAccount, WithdrawalSettings } from '@lobby/contracts';
import { useBalance } from '../api/get-balance.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { amountMessage, checkAmount, largestAmount } from '../amount-rules.ts';
import { createWithdrawal } from '../api/create-withdrawal.ts';
import { codesTo, type FieldMessage } from '../../../lib/server-field-errors.ts';
import { amountErrorCodes } from '../wallet-error-codes.ts';
import { useFormSending } from '../use-form-sending.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { WalletField } from './wallet-field.tsx';
import { FormDone, FormFailure, SubmitButton } from './wallet-form-parts.tsx';

type Field = 'bankAccountId' | 'amount' | 'paymentPassword';

/** The account offered first: the default one, else the first. */
function firstChoice(accounts: BankAccount[]): number | null {
  return (accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? null;
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
  const [accountId, setAccountId] = useState<number | null>(() => firstChoice(accounts));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [sentOrder, setSentOrder] = useState<string | null>(null);
  const form = useFormSending<Field>(['bankAccountId', 'amount', 'paymentPassword'], {
    ...codesTo(amountErrorCodes, 'amount'),
    wrong_payment_password: 'paymentPassword',
  });
  const bounds = { decimals, min: settings.minAmount, max: settings.maxAmount, balance };
  const chosen = accounts.some((account) => account.id === accountId) ? accountId : null;
  const isDailyLimitReached = settings.withdrawalsToday >= settings.withdrawalsPerDay;

  const submit = async (event: FormEvent) => {
    if (!form.start(event)) return;
    setSentOrder(null);
    const found: Partial<Record<Field, FieldMessage>> = {};
    if (chosen === null) found.bankAccountId = { key: 'withdraw.accountRequired' };
    const checked = checkAmount(amount, bounds);
    if (!checked.ok) {
      found.amount = amountMessage(checked.problem, {
        min: formatMoney(settings.minAmount),
        max: formatMoney(settings.maxAmount),
        balance: formatMoney(balance ?? '0'),
      });
    }
    if (password === '') found.paymentPassword = { key: 'withdraw.passwordRequired' };
    form.setErrors(found);
    if (chosen === null || !checked.ok || password === '') return;

    const body = { bankAccountId: chosen, amount: checked.text, paymentPassword: password };
    await form.send(async () => {
      const withdrawal = await createWithdrawal(body, keys.keyFor(body));
      keys.settle();
      setAmount('');
      setPassword('');
      setSentOrder(withdrawal.orderNo);
      // the amount left the balance for the hold; the list and today's count changed too
      void queryClient.invalidateQueries({ queryKey: walletQueryRoot });
    });
  };

  return (
    <form
      className="wallet-form"
      noValidate
      data-testid="withdrawal-form"
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className={`wallet-choices${form.errors.bankAccountId ? ' has-error' : ''}`}>
        <legend className="wallet-field__label">{t('withdraw.toAccount')}</legend>
        {accounts.map((account) => (
          <label key={account.id} className="wallet-choice wallet-choice--account">
            <input
              type="radio"
              name="bankAccountId"
              value={account.id}
              checked={chosen === account.id}
              data-testid="withdraw-account"
              onChange={() => {
                setAccountId(account.id);
                form.clearError('bankAccountId');
              }}
            />
            <span>
              <strong>{account.bankName}</strong> {account.accountNumberMasked}
              <span className="wallet-choice__sub">{account.holderName}</span>
            </span>
          </label>
        ))}
        {form.errors.bankAccountId && (
          <p className="wallet-field__error" role="alert">
            {t(form.errors.bankAccountId.key, {
              ...form.errors.bankAccountId.values,
              ns: ['wallet', 'errors'],
            })}
          </p>
        )}
      </fieldset>
      <WalletField
        label={t('amount.label')}
        inputMode="decimal"
        value={amount}
        error={form.errors.amount}
        hint={t('withdraw.limits', {
          min: formatMoney(settings.minAmount),
          max: formatMoney(settings.maxAmount),
          used: settings.withdrawalsToday,
          perDay: settings.withdrawalsPerDay,
        })}
        data-testid="withdraw-amount"
        onValueChange={(value) => {
          setAmount(value);
          form.clearError('amount');
        }}
      >
        <button
          type="button"
          className="wallet-chip"
          disabled={balance === undefined}
          data-testid="withdraw-all"
          onClick={() => {
            if (balance === undefined) return;
            setAmount(largestAmount({ ...bounds, balance }));
            form.clearError('amount');
          }}
        >
          {t('withdraw.all')}
        </button>
      </WalletField>
      <WalletField
        label={t('withdraw.paymentPassword')}
        type="password"
        autoComplete="off"
        value={password}
        error={form.errors.paymentPassword}
        data-testid="withdraw-password"
        onValueChange={(value) => {
          setPassword(value);
          form.clearError('paymentPassword');
        }}
      />
      {isDailyLimitReached && (
        <p className="wallet-form__error" role="status" data-testid="withdraw-daily-limit">
          {t('withdraw.dailyLimitReached', { perDay: settings.withdrawalsPerDay })}
        </p>
      )}
      <FormFailure text={form.failure} testId="withdraw-error" />
      <FormDone
        text={sentOrder && t('withdraw.submitted', { orderNo: sentOrder })}
        testId="withdraw-submitted"
      />
      <SubmitButton isBusy={form.isSending} disabled={isDailyLimitReached} testId="withdraw-submit">
        {t('withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
