import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositChannel } from '@lobby/contracts';
import { walletQueryRoot } from '../../session/index.ts';
import { amountMessage, checkAmount } from '../amount-rules.ts';
import { createDeposit } from '../api/create-deposit.ts';
import { codesTo, type FieldMessage } from '../../../lib/server-field-errors.ts';
import { amountErrorCodes, proofErrorCodes } from '../wallet-error-codes.ts';
import { useFormSending } from '../use-form-sending.ts';
import { useProofUpload } from '../use-proof-upload.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { CopyButton } from './copy-button.tsx';
import { DepositAmountField } from './deposit-amount-field.tsx';
import { ProofImageField } from './proof-image-field.tsx';
import { WalletField } from './wallet-field.tsx';
import { FormDone, FormFailure, SubmitButton } from './wallet-form-parts.tsx';

type Field = 'amount' | 'reference' | 'proofFileId';
const maxReferenceLength = 64;

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
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [sentOrder, setSentOrder] = useState<string | null>(null);
  // a new round after a success: the file input (uncontrolled) starts empty again
  const [round, setRound] = useState(0);
  const proofUpload = useProofUpload('deposit_proof');
  const form = useFormSending<Field>(['amount', 'reference', 'proofFileId'], {
    ...codesTo(amountErrorCodes, 'amount'),
    ...codesTo(proofErrorCodes, 'proofFileId'),
  });
  const bank = channel.receivingBank;

  const submit = async (event: FormEvent) => {
    if (!form.start(event)) return;
    setSentOrder(null);
    const found: Partial<Record<Field, FieldMessage>> = {};
    const checked = checkAmount(amount, {
      decimals,
      min: channel.minAmount,
      max: channel.maxAmount,
    });
    if (!checked.ok) {
      found.amount = amountMessage(checked.problem, {
        min: formatMoney(channel.minAmount),
        max: formatMoney(channel.maxAmount),
      });
    }
    if (reference.trim() === '') found.reference = { key: 'deposit.referenceRequired' };
    if (!proof) found.proofFileId = { key: 'proof.required' };
    form.setErrors(found);
    if (!checked.ok || !proof || Object.values(found).some(Boolean)) return;

    await form.send(async () => {
      const body = {
        channelCode: channel.code,
        amount: checked.text,
        reference: reference.trim(),
        proofFileId: await proofUpload.fileIdOf(proof),
      };
      const deposit = await createDeposit(body, keys.keyFor(body));
      keys.settle();
      proofUpload.forget();
      setAmount('');
      setReference('');
      setProof(null);
      setSentOrder(deposit.orderNo);
      setRound((current) => current + 1);
      void queryClient.invalidateQueries({ queryKey: [...walletQueryRoot, 'deposits'] });
    });
  };

  return (
    <form
      className="wallet-form"
      noValidate
      data-testid="bank-transfer-form"
      onSubmit={(event) => void submit(event)}
    >
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
      <DepositAmountField
        channel={channel}
        value={amount}
        error={form.errors.amount}
        onValueChange={(value) => {
          setAmount(value);
          form.clearError('amount');
        }}
      />
      <WalletField
        label={t('deposit.reference')}
        hint={t('deposit.referenceHint')}
        value={reference}
        maxLength={maxReferenceLength}
        error={form.errors.reference}
        data-testid="deposit-reference"
        onValueChange={(value) => {
          setReference(value);
          form.clearError('reference');
        }}
      />
      <ProofImageField
        key={round}
        label={t('proof.label')}
        file={proof}
        error={form.errors.proofFileId}
        data-testid="deposit-proof"
        onFileChange={(file) => {
          setProof(file);
          form.clearError('proofFileId');
        }}
      />
      <FormFailure text={form.failure} testId="deposit-error" />
      <FormDone
        text={sentOrder && t('deposit.submitted', { orderNo: sentOrder })}
        testId="deposit-submitted"
      />
      <SubmitButton isBusy={form.isSending} testId="deposit-submit">
        {t('deposit.submitTransfer')}
      </SubmitButton>
    </form>
  );
}
