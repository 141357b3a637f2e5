import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalConfirmation } from '@lobby/contracts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { walletQueryRoot } from '../../session/index.ts';
import { confirmWithdrawal } from '../api/confirm-withdrawal.ts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { codesTo } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  receiptNeeds,
  receiptRequest,
  receiptSchema,
  type ReceiptAnswer,
} from '../confirm-receipt-rules.ts';
import { amountErrorCodes, proofErrorCodes } from '../wallet-error-codes.ts';
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

const noAnswer: ReceiptAnswer = { choice: null, amountReceived: '', proof: null };

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
  const [failure, setFailure] = useState<string | null>(null);
  const proofUpload = useProofUpload('withdrawal_proof');
  const form = useSchemaForm({
    schema: receiptSchema({ amount: withdrawal.amount, decimals }),
    defaultValues: noAnswer,
  });
  const needs = receiptNeeds(form.values.choice);

  const submit = form.onSubmit(
    async (answer) => {
      if (!answer.choice) return; // the schema asked for one
      const choice = answer.choice;
      try {
        const proof = receiptNeeds(choice).proof ? answer.proof : null;
        const proofFileId = proof ? await proofUpload.fileIdOf(proof) : null;
        await confirmWithdrawal(withdrawal.id, receiptRequest({ ...answer, choice }, proofFileId));
        await queryClient.invalidateQueries({ queryKey: walletQueryRoot });
        onClose();
      } catch (error) {
        const hasUnplaced = form.placeServerError(error, {
          names: ['amountReceived', 'proof'],
          namespace: 'wallet',
          aliases: { proofFileId: 'proof' },
          codes: {
            ...codesTo(amountErrorCodes, 'amountReceived'),
            ...codesTo(proofErrorCodes, 'proof'),
          },
        });
        setFailure(hasUnplaced ? translateApiError(error, t) : null);
      }
    },
    () => setFailure(null),
  );
  const choiceError = form.messageOf('choice');

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
      <form className="wallet-form" noValidate onSubmit={submit}>
        <fieldset
          className={`wallet-choices${choiceError ? ' has-error' : ''}`}
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
                checked={form.values.choice === choice.value}
                data-testid={choice.testId}
                onChange={() => form.edit('choice', choice.value)}
              />
              <span>{t(choice.label)}</span>
            </label>
          ))}
          {choiceError && (
            <p className="wallet-field__error" role="alert">
              {t(choiceError.key)}
            </p>
          )}
        </fieldset>
        {needs.amount && (
          <WalletField
            label={t('confirm.amountReceived')}
            hint={t('confirm.amountReceivedHint', { amount: formatMoney(withdrawal.amount) })}
            inputMode="decimal"
            data-testid="confirm-amount-received"
            {...form.field('amountReceived')}
          />
        )}
        {needs.proof && (
          <ProofImageField
            label={t('proof.label')}
            file={form.values.proof}
            error={form.messageOf('proof')}
            data-testid="confirm-proof"
            onFileChange={(proof) => form.edit('proof', proof)}
          />
        )}
        <FormFailure text={failure} testId="confirm-error" />
        <SubmitButton isBusy={form.isSubmitting} testId="confirm-submit">
          {t('confirm.submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
