import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositChannel } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { uploadFile } from '../../../lib/api/upload-file.ts';
import { walletQueryRoot } from '../../../lib/api/wallet-query-keys.ts';
import { amountMessage, checkAmount } from '../amount-rules.ts';
import { createDeposit } from '../api/create-deposit.ts';
import {
  amountErrorCodes,
  codesTo,
  placeServerErrors,
  proofErrorCodes,
  type FieldMessage,
} from '../../../lib/server-field-errors.ts';
import { useSubmissionKeys } from '../submission-key.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { CopyButton } from './copy-button.tsx';
import { DepositAmountField } from './deposit-amount-field.tsx';
import { ProofImageField } from './proof-image-field.tsx';
import { WalletField } from './wallet-field.tsx';

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
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sentOrder, setSentOrder] = useState<string | null>(null);
  // a new round after a success: the file input (uncontrolled) starts empty again
  const [round, setRound] = useState(0);
  const uploaded = useRef<{ file: File; fileId: number } | null>(null);
  const bank = channel.receivingBank;

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setFailure(null);
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
    setErrors(found);
    if (!checked.ok || !proof || Object.values(found).some(Boolean)) return;

    setIsSending(true);
    try {
      if (uploaded.current?.file !== proof) {
        const { fileId } = await uploadFile(proof, 'deposit_proof');
        uploaded.current = { file: proof, fileId };
      }
      const body = {
        channelCode: channel.code,
        amount: checked.text,
        reference: reference.trim(),
        proofFileId: uploaded.current.fileId,
      };
      const deposit = await createDeposit(body, keys.keyFor(body));
      keys.settle();
      uploaded.current = null;
      setAmount('');
      setReference('');
      setProof(null);
      setSentOrder(deposit.orderNo);
      setRound((current) => current + 1);
      void queryClient.invalidateQueries({ queryKey: [...walletQueryRoot, 'deposits'] });
    } catch (error) {
      const placed = placeServerErrors(error, ['amount', 'reference', 'proofFileId'] as const, {
        ...codesTo(amountErrorCodes, 'amount'),
        ...codesTo(proofErrorCodes, 'proofFileId'),
      });
      setErrors(placed.errors);
      setFailure(placed.general ? translateApiError(error, t) : null);
    } finally {
      setIsSending(false);
    }
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
        error={errors.amount}
        onValueChange={(value) => {
          setAmount(value);
          clearError('amount');
        }}
      />
      <WalletField
        label={t('deposit.reference')}
        hint={t('deposit.referenceHint')}
        value={reference}
        maxLength={maxReferenceLength}
        error={errors.reference}
        data-testid="deposit-reference"
        onValueChange={(value) => {
          setReference(value);
          clearError('reference');
        }}
      />
      <ProofImageField
        key={round}
        label={t('proof.label')}
        file={proof}
        error={errors.proofFileId}
        data-testid="deposit-proof"
        onFileChange={(file) => {
          setProof(file);
          clearError('proofFileId');
        }}
      />
      {failure && (
        <p className="wallet-form__error" role="alert" data-testid="deposit-error">
          {failure}
        </p>
      )}
      {sentOrder && (
        <p className="wallet-form__done" role="status" data-testid="deposit-submitted">
          {t('deposit.submitted', { orderNo: sentOrder })}
        </p>
      )}
      <button
        type="submit"
        className="wallet-form__submit ui-action ui-action--medium"
        disabled={isSending}
        aria-busy={isSending || undefined}
        data-testid="deposit-submit"
      >
        {t('deposit.submitTransfer')}
      </button>
    </form>
  );
}
