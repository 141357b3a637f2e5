import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DepositChannel } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { codesTo } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { amountSchema, type AmountBounds } from '../amount-rules.ts';
import { createDeposit } from '../api/create-deposit.ts';
import { useProofUpload } from '../use-proof-upload.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { amountErrorCodes, proofErrorCodes } from '../wallet-error-codes.ts';
import { CopyButton } from './copy-button.tsx';
import { DepositAmountField } from './deposit-amount-field.tsx';
import { ProofImageField, proofSchema } from './proof-image-field.tsx';
import { WalletField } from './wallet-field.tsx';
import { FormDone, FormFailure, SubmitButton } from './wallet-form-parts.tsx';

const maxReferenceLength = 64;

/** The form's rules: the amount within the channel's bounds, a reference, a proof image. */
function bankTransferFormSchema(bounds: AmountBounds) {
  return z.object({
    amount: amountSchema(bounds),
    reference: z.string().trim().min(1, 'deposit.referenceRequired'),
    proof: proofSchema,
  });
}

const emptyValues: z.input<ReturnType<typeof bankTransferFormSchema>> = {
  amount: '',
  reference: '',
  proof: null,
};

/**
 * A manual bank transfer: the brand's receiving account to pay into (with copy buttons),
 * then the amount, the reference written on the transfer and a proof image. The image is
 * uploaded first (once per chosen file, also across retries); the deposit then waits for an
 * operator.
 */
export function BankTransferForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { decimals, formatMoney } = useWalletFormat();
  const keys = useSubmissionKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentOrder, setSentOrder] = useState<string | null>(null);
  // a new round after a success: the file input (uncontrolled) starts empty again
  const [round, setRound] = useState(0);
  const proofUpload = useProofUpload('deposit_proof');
  const form = useSchemaForm({
    schema: bankTransferFormSchema({ decimals, min: channel.minAmount, max: channel.maxAmount }),
    defaultValues: emptyValues,
    messageValues: {
      amount: { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) },
    },
  });
  const bank = channel.receivingBank;

  const clearOutcome = () => {
    setFailure(null);
    setSentOrder(null);
  };
  const submit = form.onSubmit(async ({ amount, reference, proof }) => {
    try {
      const body = {
        channelCode: channel.code,
        amount,
        reference,
        proofFileId: await proofUpload.fileIdOf(proof),
      };
      const deposit = await createDeposit(body, keys.keyFor(body));
      keys.settle();
      proofUpload.forget();
      form.reset();
      setSentOrder(deposit.orderNo);
      setRound((current) => current + 1);
      void queryClient.invalidateQueries({ queryKey: [...walletQueryRoot, 'deposits'] });
    } catch (error) {
      const hasUnplaced = form.placeServerError(error, {
        names: ['amount', 'reference', 'proof'],
        namespace: 'wallet',
        aliases: { proofFileId: 'proof' },
        codes: { ...codesTo(amountErrorCodes, 'amount'), ...codesTo(proofErrorCodes, 'proof') },
      });
      setFailure(hasUnplaced ? translateApiError(error, t) : null);
    }
  }, clearOutcome);

  return (
    <form className="wallet-form" noValidate data-testid="bank-transfer-form" onSubmit={submit}>
      <p className="wallet-form__intro">{t('deposit.bankIntro')}</p>
      {bank && (
        <dl className="wallet-bank" data-testid="receiving-bank">
          <dt>{t('deposit.bankName')}</dt>
          <dd>
            <span data-testid="receiving-bank-name">{bank.bankName}</span>
          </dd>
          <dt>{t('deposit.accountName')}</dt>
          <dd>
            <span data-testid="receiving-account-name">{bank.accountName}</span>
            <CopyButton
              value={bank.accountName}
              label={t('copy.accountName')}
              testId="copy-account-name"
            />
          </dd>
          <dt>{t('deposit.accountNumber')}</dt>
          <dd>
            <span className="wallet-bank__number" data-testid="receiving-account-number">
              {bank.accountNumber}
            </span>
            <CopyButton
              value={bank.accountNumber.replace(/[^\d]/g, '')}
              label={t('copy.accountNumber')}
              testId="copy-account-number"
            />
          </dd>
        </dl>
      )}
      <DepositAmountField channel={channel} {...form.field('amount')} />
      <WalletField
        label={t('deposit.reference')}
        hint={t('deposit.referenceHint')}
        maxLength={maxReferenceLength}
        data-testid="deposit-reference"
        {...form.field('reference')}
      />
      <ProofImageField
        key={round}
        label={t('proof.label')}
        file={form.values.proof}
        error={form.messageOf('proof')}
        data-testid="deposit-proof"
        onFileChange={(file) => form.edit('proof', file)}
      />
      <FormFailure text={failure} testId="deposit-error" />
      <FormDone
        text={sentOrder && t('deposit.submitted', { orderNo: sentOrder })}
        testId="deposit-submitted"
      />
      <SubmitButton isBusy={form.isSubmitting} testId="deposit-submit">
        {t('deposit.submitTransfer')}
      </SubmitButton>
    </form>
  );
}
