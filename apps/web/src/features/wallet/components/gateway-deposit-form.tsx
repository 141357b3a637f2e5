import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositChannel } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { amountMessage, checkAmount } from '../amount-rules.ts';
import { createDeposit } from '../api/create-deposit.ts';
import { codesTo, placeServerErrors, type FieldMessage } from '../../../lib/server-field-errors.ts';
import { amountErrorCodes } from '../wallet-error-codes.ts';
import { openPayPage, safePayUrl } from '../pay-page.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { DepositAmountField } from './deposit-amount-field.tsx';
import { FormDone, FormFailure, SubmitButton } from './wallet-form-parts.tsx';

/**
 * A gateway deposit: the amount, then the gateway's pay page in the same tab. The deposit
 * is credited when the gateway calls back; the balance follows through the live channel.
 */
export function GatewayDepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { decimals, formatMoney } = useWalletFormat();
  const keys = useSubmissionKeys();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<FieldMessage>();
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'leaving'>('idle');

  // back from the pay page through the browser's back button (a page from the back-forward
  // cache keeps its state): the form is usable again
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    setFailure(null);
    const checked = checkAmount(amount, {
      decimals,
      min: channel.minAmount,
      max: channel.maxAmount,
    });
    if (!checked.ok) {
      setAmountError(
        amountMessage(checked.problem, {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        }),
      );
      return;
    }
    setAmountError(undefined);
    const body = { channelCode: channel.code, amount: checked.text };
    setState('sending');
    try {
      const deposit = await createDeposit(body, keys.keyFor(body));
      keys.settle();
      void queryClient.invalidateQueries({ queryKey: [...walletQueryRoot, 'deposits'] });
      const payUrl = safePayUrl(deposit.payUrl);
      if (!payUrl) {
        setFailure(t('deposit.noPayPage'));
        setState('idle');
        return;
      }
      setState('leaving');
      openPayPage(payUrl);
    } catch (error) {
      const placed = placeServerErrors(error, {
        names: ['amount'] as const,
        namespace: 'wallet',
        codes: codesTo(amountErrorCodes, 'amount'),
      });
      setAmountError(placed.errors.amount);
      setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
      setState('idle');
    }
  };

  return (
    <form
      className="wallet-form"
      noValidate
      data-testid="gateway-deposit-form"
      onSubmit={(event) => void submit(event)}
    >
      <p className="wallet-form__intro">{t('deposit.gatewayIntro')}</p>
      <DepositAmountField
        channel={channel}
        value={amount}
        error={amountError}
        onValueChange={(value) => {
          setAmount(value);
          setAmountError(undefined);
        }}
      />
      <FormFailure text={failure} testId="deposit-error" />
      <FormDone text={state === 'leaving' ? t('deposit.leaving') : null} testId="deposit-leaving" />
      <SubmitButton isBusy={state !== 'idle'} testId="deposit-submit">
        {t('deposit.payNow')}
      </SubmitButton>
    </form>
  );
}
