import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalConfirmation } from '@lobby/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { walletQueryRoot } from '../../session/index.ts';
import { confirmWithdrawal } from '../api/confirm-withdrawal.ts';
import {
  receiptNeeds,
  receiptRequest,
  validateReceipt,
  type ReceiptAnswer,
  type ReceiptField,
} from '../confirm-receipt-rules.ts';
import { codesTo } from '../../../lib/server-field-errors.ts';
import { amountErrorCodes, proofErrorCodes } from '../wallet-error-codes.ts';
import { useFormSending } from '../use-form-sending.ts';
import { useProofUpload } from '../use-proof-upload.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { ProofImageField } from './proof-image-field.tsx';
import { WalletField } from './wallet-field.tsx';
import { FormFailure, SubmitButton } from './wallet-form-parts.tsx';

/** The three answers (§4.11), with their labels written out for the translation check. */
const choices: { value: WithdrawalConfirmation; label: string; testId: string }[] = [
  { value: 'received', label: 'confirm.received', testId: 'confirm-choice-received' },
  { value: 'partly_received', label: 'confirm.partlyReceived', testId: 'confirm-choice-partly' },
  { value: 'not_received', label: 'confirm.notReceived', testId: 'confirm-choice-not' },
];

/**
 * "Confirm receipt" of a paid withdrawal: received; partly received (how much arrived, and
 * a proof image); not received (a proof image). The image is uploaded first, then the answer
 * is sent; an unanswered withdrawal counts as received after the brand's time limit.
 */
export function ConfirmReceiptDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: Withdrawal;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { decimals, formatMoney } = useWalletFormat();
  const legendId = useId();
  const [answer, setAnswer] = useState<ReceiptAnswer>({
    choice: null,
    amountReceived: '',
    proof: null,
  });
  const proofUpload = useProofUpload('withdrawal_proof');
  const form = useFormSending<ReceiptField>(['amountReceived', 'proofFileId'], {
    ...codesTo(amountErrorCodes, 'amountReceived'),
    ...codesTo(proofErrorCodes, 'proofFileId'),
  });
  const needs = receiptNeeds(answer.choice);

  const change = (patch: Partial<ReceiptAnswer>, field: ReceiptField) => {
    setAnswer((current) => ({ ...current, ...patch }));
    form.clearError(field);
  };

  const submit = async (event: FormEvent) => {
    if (!form.start(event)) return;
    const found = validateReceipt(answer, { amount: withdrawal.amount, decimals });
    form.setErrors(found);
    if (Object.values(found).some(Boolean) || !answer.choice) return;
    const choice = answer.choice;
    const proof = receiptNeeds(choice).proof ? answer.proof : null;
    await form.send(async () => {
      const proofFileId = proof ? await proofUpload.fileIdOf(proof) : null;
      await confirmWithdrawal(withdrawal.id, receiptRequest({ ...answer, choice }, proofFileId));
      await queryClient.invalidateQueries({ queryKey: walletQueryRoot });
      onClose();
    });
  };

  return (
    <Dialog
      title={t('confirm.title')}
      description={t('confirm.intro', {
        amount: formatMoney(withdrawal.amount),
        orderNo: withdrawal.orderNo,
      })}
      closeLabel={t('confirm.close')}
      onClose={onClose}
      size="small"
      data-testid="confirm-receipt-dialog"
    >
      <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          className={`wallet-choices${form.errors.choice ? ' has-error' : ''}`}
          aria-labelledby={legendId}
        >
          <legend id={legendId} className="wallet-field__label">
            {t('confirm.question')}
          </legend>
          {choices.map((choice) => (
            <label key={choice.value} className="wallet-choice">
              <input
                type="radio"
                name="confirmation"
                value={choice.value}
                checked={answer.choice === choice.value}
                data-testid={choice.testId}
                onChange={() => change({ choice: choice.value }, 'choice')}
              />
              <span>{t(choice.label)}</span>
            </label>
          ))}
          {form.errors.choice && (
            <p className="wallet-field__error" role="alert">
              {t(form.errors.choice.key)}
            </p>
          )}
        </fieldset>
        {needs.amount && (
          <WalletField
            label={t('confirm.amountReceived')}
            hint={t('confirm.amountReceivedHint', { amount: formatMoney(withdrawal.amount) })}
            inputMode="decimal"
            value={answer.amountReceived}
            error={form.errors.amountReceived}
            data-testid="confirm-amount-received"
            onValueChange={(value) => change({ amountReceived: value }, 'amountReceived')}
          />
        )}
        {needs.proof && (
          <ProofImageField
            label={t('proof.label')}
            file={answer.proof}
            error={form.errors.proofFileId}
            data-testid="confirm-proof"
            onFileChange={(proof) => change({ proof }, 'proofFileId')}
          />
        )}
        <FormFailure text={form.failure} testId="confirm-error" />
        <SubmitButton isBusy={form.isSending} testId="confirm-submit">
          {t('confirm.submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
