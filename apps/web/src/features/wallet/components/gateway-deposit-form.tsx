import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DepositChannel } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { codesTo } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { amountSchema } from '../amount-rules.ts';
import { createDeposit } from '../api/create-deposit.ts';
import { openPayPage, safePayUrl } from '../pay-page.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { amountErrorCodes } from '../wallet-error-codes.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const bounds = { decimals, min: channel.minAmount, max: channel.maxAmount };
  const form = useSchemaForm({
    schema: z.object({ amount: amountSchema(bounds) }),
    defaultValues: { amount: '' },
    messageValues: {
      amount: { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) },
    },
  });

  // back from the pay page through the browser's back button (a page from the back-forward
  // cache keeps its state): the form is usable again
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const send = form.onSubmit(
    async ({ amount }) => {
      const body = { channelCode: channel.code, amount };
      try {
        const deposit = await createDeposit(body, keys.keyFor(body));
        keys.settle();
        void queryClient.invalidateQueries({ queryKey: [...walletQueryRoot, 'deposits'] });
        const payUrl = safePayUrl(deposit.payUrl);
        if (!payUrl) {
          setFailure(t('deposit.noPayPage'));
          return;
        }
        setIsLeaving(true);
        openPayPage(payUrl);
      } catch (error) {
        const hasUnplaced = form.placeServerError(error, {
          names: ['amount'],
          namespace: 'wallet',
          codes: codesTo(amountErrorCodes, 'amount'),
        });
        setFailure(hasUnplaced ? translateApiError(error, t) : null);
      }
    },
    () => setFailure(null),
  );

  return (
    <form
      className="wallet-form"
      noValidate
      data-testid="gateway-deposit-form"
      // on the way to the pay page: one deposit is enough
      onSubmit={(event) => (isLeaving ? event.preventDefault() : send(event))}
    >
      <p className="wallet-form__intro">{t('deposit.gatewayIntro')}</p>
      <DepositAmountField channel={channel} {...form.field('amount')} />
      <FormFailure text={failure} testId="deposit-error" />
      <FormDone text={isLeaving ? t('deposit.leaving') : null} testId="deposit-leaving" />
      <SubmitButton isBusy={form.isSubmitting || isLeaving} testId="deposit-submit">
        {t('deposit.payNow')}
      </SubmitButton>
    </form>
  );
}
