import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletEntry } from '@lobby/contracts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { formatAmount } from '../../../lib/format.ts';
import { refreshMoneyQueries } from '../api/refresh-money-queries.ts';
import { transferBetweenWallets } from '../api/transfer-between-wallets.ts';
import { swapDirection, targetsOf, walletOf, withFrom, withTo } from '../transfer-direction.ts';
import type { WalletTransferFormState } from '../use-wallet-transfer-form.ts';
import { FormOutcome } from './form-outcome.tsx';
import { AmountInput, PaymentPasswordInput, TransferField } from './transfer-field.tsx';
import { TransferSubmitButton } from './transfer-submit-button.tsx';

export interface WalletTransferFormProps {
  wallets: WalletEntry[];
  decimals: number;
  /** The form's state, held by the page so the balances' "bring back" can fill it in. */
  transfer: WalletTransferFormState;
}

/**
 * Moves money between the main wallet and a vendor's wallet (page transferFund): from, to
 * (one side is main; a swap button turns it round), amount with "all", payment password.
 */
export function WalletTransferForm({ wallets, decimals, transfer }: WalletTransferFormProps) {
  const { t } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const { form, sending, direction, changeDirection } = transfer;

  const source = walletOf(wallets, direction.from);
  const walletName = (code: string) => walletOf(wallets, code)?.name ?? code;
  const optionLabel = (wallet: WalletEntry) =>
    wallet.isMaintenance ? t('form.maintenanceOption', { name: wallet.name }) : wallet.name;

  const submit = form.onSubmit(
    (values) =>
      sending.send(async () => {
        const body = {
          ...direction,
          amount: values.amount,
          paymentPassword: values.paymentPassword,
        };
        await transferBetweenWallets(body, keys.keyFor(body));
        keys.settle();
        sending.setDone(
          t('form.done', {
            amount: formatAmount(values.amount, decimals),
            from: walletName(values.from),
            to: walletName(values.to),
          }),
        );
        form.reset({ ...values, amount: '', paymentPassword: '' });
        await refreshMoneyQueries(queryClient);
      }),
    sending.touched,
  );
  const amount = form.field('amount');
  const paymentPassword = form.field('paymentPassword');
  const directionError = form.messageOf('to');

  return (
    <form className="transfer-form" noValidate data-testid="wallet-transfer-form" onSubmit={submit}>
      <div className="transfer-form__direction">
        <TransferField label={t('form.from')}>
          {({ id }) => (
            <select
              id={id}
              className="transfer-field__input"
              value={direction.from}
              data-testid="transfer-from"
              onChange={(event) =>
                changeDirection(withFrom(wallets, direction, event.target.value))
              }
            >
              {wallets.map((wallet) => (
                <option key={wallet.code} value={wallet.code}>
                  {optionLabel(wallet)}
                </option>
              ))}
            </select>
          )}
        </TransferField>
        <button
          type="button"
          className="transfer-form__swap"
          aria-label={t('form.swap')}
          title={t('form.swap')}
          data-testid="transfer-swap"
          onClick={() => changeDirection(swapDirection(direction))}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        <TransferField label={t('form.to')} error={directionError}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="transfer-field__input"
              value={direction.to}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              data-testid="transfer-to"
              onChange={(event) => changeDirection(withTo(direction, event.target.value))}
            >
              {targetsOf(wallets, direction.from).map((wallet) => (
                <option key={wallet.code} value={wallet.code}>
                  {optionLabel(wallet)}
                </option>
              ))}
            </select>
          )}
        </TransferField>
      </div>
      <TransferField
        label={t('form.amount')}
        error={amount.error}
        extra={
          <button
            type="button"
            className="transfer-form__all"
            data-testid="transfer-all"
            disabled={!source}
            onClick={() => {
              if (source) amount.onValueChange(source.balance);
              else form.clearMessage('amount');
            }}
          >
            {t('form.all')}
          </button>
        }
      >
        {(control) => (
          <AmountInput
            {...control}
            value={amount.value}
            testId="transfer-amount"
            onValueChange={amount.onValueChange}
          />
        )}
      </TransferField>
      {source && (
        <p className="transfer-form__hint" data-testid="transfer-available">
          {t('form.available', { amount: formatAmount(source.balance, decimals) })}
        </p>
      )}
      <TransferField label={t('form.paymentPassword')} error={paymentPassword.error}>
        {(control) => (
          <PaymentPasswordInput
            {...control}
            inputRef={transfer.passwordRef}
            value={paymentPassword.value}
            testId="transfer-password"
            onValueChange={paymentPassword.onValueChange}
          />
        )}
      </TransferField>
      <FormOutcome {...sending.outcome} testIdPrefix="transfer" />
      <TransferSubmitButton isBusy={form.isSubmitting} testId="transfer-submit">
        {t('form.submit')}
      </TransferSubmitButton>
    </form>
  );
}
