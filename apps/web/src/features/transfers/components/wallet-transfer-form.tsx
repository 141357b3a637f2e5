import { useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WalletEntry } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { refreshMoneyQueries } from '../api/refresh-money-queries.ts';
import { transferBetweenWallets } from '../api/transfer-between-wallets.ts';
import { amountProblem, passwordProblem, type FieldMessage } from '../money-amount.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import {
  directionProblem,
  swapDirection,
  targetsOf,
  walletOf,
  withFrom,
  withTo,
  type Direction,
} from '../transfer-direction.ts';
import { useTransferSending } from '../use-transfer-sending.ts';
import { FormOutcome } from './form-outcome.tsx';
import { AmountInput, PaymentPasswordInput, TransferField } from './transfer-field.tsx';
import { TransferSubmitButton } from './transfer-submit-button.tsx';

export interface WalletTransferFormProps {
  wallets: WalletEntry[];
  decimals: number;
  direction: Direction;
  onDirectionChange: (direction: Direction) => void;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** Focused when a wallet's "bring back" prefills the form. */
  passwordRef: RefObject<HTMLInputElement | null>;
}

type Errors = Partial<Record<'direction' | 'amount' | 'paymentPassword', FieldMessage>>;

/**
 * Moves money between the main wallet and a vendor's wallet (page transferFund): from, to
 * (one side is main; a swap button turns it round), amount with "all", payment password.
 */
export function WalletTransferForm(props: WalletTransferFormProps) {
  const { wallets, decimals, direction, onDirectionChange, amount, onAmountChange } = props;
  const { t } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const sending = useTransferSending();

  const source = walletOf(wallets, direction.from);
  const walletName = (code: string) => walletOf(wallets, code)?.name ?? code;
  const optionLabel = (wallet: WalletEntry) =>
    wallet.isMaintenance ? t('form.maintenanceOption', { name: wallet.name }) : wallet.name;

  const { touched } = sending;
  const changeDirection = (next: Direction) => {
    onDirectionChange(next);
    setErrors((current) => ({ ...current, direction: undefined, amount: undefined }));
    touched();
  };

  const submit = async (event: FormEvent) => {
    if (!sending.start(event)) return;
    const problem = directionProblem(direction);
    const found: Errors = {
      direction: problem ? { key: problem } : undefined,
      amount: amountProblem(amount, decimals, source?.balance),
      paymentPassword: passwordProblem(paymentPassword),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body = { from: direction.from, to: direction.to, amount, paymentPassword };
    await sending.send(async () => {
      await transferBetweenWallets(body, keys.keyFor(body));
      keys.settle();
      sending.setDone(
        t('form.done', {
          amount: formatAmount(amount, decimals),
          from: walletName(direction.from),
          to: walletName(direction.to),
        }),
      );
      onAmountChange('');
      setPaymentPassword('');
      await refreshMoneyQueries(queryClient);
    });
  };

  return (
    <form
      className="transfer-form"
      noValidate
      data-testid="wallet-transfer-form"
      onSubmit={(event) => void submit(event)}
    >
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
        <TransferField label={t('form.to')} error={errors.direction}>
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
        error={errors.amount}
        extra={
          <button
            type="button"
            className="transfer-form__all"
            data-testid="transfer-all"
            disabled={!source}
            onClick={() => {
              if (source) onAmountChange(source.balance);
              setErrors((current) => ({ ...current, amount: undefined }));
              touched();
            }}
          >
            {t('form.all')}
          </button>
        }
      >
        {(control) => (
          <AmountInput
            {...control}
            value={amount}
            testId="transfer-amount"
            onValueChange={(value) => {
              onAmountChange(value);
              setErrors((current) => ({ ...current, amount: undefined }));
              touched();
            }}
          />
        )}
      </TransferField>
      {source && (
        <p className="transfer-form__hint" data-testid="transfer-available">
          {t('form.available', { amount: formatAmount(source.balance, decimals) })}
        </p>
      )}
      <TransferField label={t('form.paymentPassword')} error={errors.paymentPassword}>
        {(control) => (
          <PaymentPasswordInput
            {...control}
            inputRef={props.passwordRef}
            value={paymentPassword}
            testId="transfer-password"
            onValueChange={(value) => {
              setPaymentPassword(value);
              setErrors((current) => ({ ...current, paymentPassword: undefined }));
            }}
          />
        )}
      </TransferField>
      <FormOutcome {...sending.outcome} testIdPrefix="transfer" />
      <TransferSubmitButton isBusy={sending.isSubmitting} testId="transfer-submit">
        {t('form.submit')}
      </TransferSubmitButton>
    </form>
  );
}
