import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberTransferResult } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import type { Downline } from '../api/get-downlines.ts';
import { payDownline } from '../api/pay-downline.ts';
import { payUpline } from '../api/pay-upline.ts';
import { refreshMoneyQueries } from '../api/refresh-money-queries.ts';
import { z } from 'zod';
import { useSubmissionKeys, type SubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { formMessages, paymentPasswordSchema, transferAmountSchema } from '../money-amount.ts';
import { useTransferSending } from '../use-transfer-sending.ts';
import { FormOutcome } from './form-outcome.tsx';
import { AmountInput, PaymentPasswordInput, TransferField } from './transfer-field.tsx';
import { TransferSubmitButton } from './transfer-submit-button.tsx';

export type MemberPaymentTarget = { kind: 'upline' } | { kind: 'downline'; downlines: Downline[] };

export interface MemberPaymentFormProps {
  target: MemberPaymentTarget;
  decimals: number;
  /** The main wallet's balance, when known: an amount above it is refused before sending. */
  available?: string;
}

/** The form's rules: the downline chosen (when paying one), the amount, the password. */
function memberPaymentSchema(target: MemberPaymentTarget, decimals: number, available?: string) {
  return z.object({
    downline:
      target.kind === 'downline' ? z.string().min(1, formMessages.downlineRequired) : z.string(),
    amount: transferAmountSchema(decimals, available),
    paymentPassword: paymentPasswordSchema,
  });
}

/** Sends the payment: to the upline, or to the chosen downline. */
function send(
  target: MemberPaymentTarget,
  fields: { downline: string; amount: string; paymentPassword: string },
  keys: SubmissionKeys,
): Promise<MemberTransferResult> {
  if (target.kind === 'upline') {
    const body = { amount: fields.amount, paymentPassword: fields.paymentPassword };
    return payUpline(body, keys.keyFor({ to: 'upline', ...body }));
  }
  return payDownline(fields, keys.keyFor({ to: 'downline', ...fields }));
}

/**
 * Pays another member from the main wallet: a downline its upline, or an agent one of its
 * direct downlines (page transferUpline). Amount and payment password; Idempotency-Key.
 */
export function MemberPaymentForm({ target, decimals, available }: MemberPaymentFormProps) {
  const { t } = useTranslation('transfers');
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const prefix = target.kind === 'upline' ? 'upline' : 'downline';
  const sending = useTransferSending();
  const form = useSchemaForm({
    schema: memberPaymentSchema(target, decimals, available),
    defaultValues: { downline: '', amount: '', paymentPassword: '' },
    onEdit: sending.touched,
  });

  const submit = form.onSubmit(
    (values) =>
      sending.send(async () => {
        const result = await send(target, values, keys);
        keys.settle();
        sending.setDone(
          t('member.done', {
            amount: formatAmount(result.amount, decimals),
            counterparty: result.counterparty,
            balance: formatAmount(result.balance, decimals),
          }),
        );
        form.reset({ ...values, amount: '', paymentPassword: '' });
        await refreshMoneyQueries(queryClient);
      }),
    sending.touched,
  );
  const downline = form.field('downline');
  const amount = form.field('amount');
  const paymentPassword = form.field('paymentPassword');

  return (
    <form className="transfer-form" noValidate data-testid={`${prefix}-form`} onSubmit={submit}>
      {target.kind === 'downline' && (
        <TransferField label={t('downline.member')} error={downline.error}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="transfer-field__input"
              value={downline.value}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              data-testid="downline-member"
              onChange={(event) => downline.onValueChange(event.target.value)}
            >
              <option value="">{t('downline.choose')}</option>
              {target.downlines.map((downline) => (
                <option key={downline.username} value={downline.username}>
                  {downline.nickname && downline.nickname !== downline.username
                    ? t('downline.option', {
                        username: downline.username,
                        nickname: downline.nickname,
                      })
                    : downline.username}
                </option>
              ))}
            </select>
          )}
        </TransferField>
      )}
      <TransferField label={t('form.amount')} error={amount.error}>
        {(control) => (
          <AmountInput
            {...control}
            value={amount.value}
            testId={`${prefix}-amount`}
            onValueChange={amount.onValueChange}
          />
        )}
      </TransferField>
      {available !== undefined && (
        <p className="transfer-form__hint" data-testid={`${prefix}-available`}>
          {t('form.available', { amount: formatAmount(available, decimals) })}
        </p>
      )}
      <TransferField label={t('form.paymentPassword')} error={paymentPassword.error}>
        {(control) => (
          <PaymentPasswordInput
            {...control}
            value={paymentPassword.value}
            testId={`${prefix}-password`}
            onValueChange={paymentPassword.onValueChange}
          />
        )}
      </TransferField>
      <FormOutcome {...sending.outcome} testIdPrefix={prefix} />
      <TransferSubmitButton isBusy={form.isSubmitting} testId={`${prefix}-submit`}>
        {t(target.kind === 'upline' ? 'upline.submit' : 'downline.submit')}
      </TransferSubmitButton>
    </form>
  );
}
