import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberTransferResult } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import type { Downline } from '../api/get-downlines.ts';
import { payDownline } from '../api/pay-downline.ts';
import { payUpline } from '../api/pay-upline.ts';
import { refreshMoneyQueries } from '../api/refresh-money-queries.ts';
import {
  amountProblem,
  formMessages,
  passwordProblem,
  type FieldMessage,
} from '../money-amount.ts';
import { useSubmissionKeys, type SubmissionKeys } from '../../../lib/idempotency-key.ts';
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

type Field = 'downline' | 'amount' | 'paymentPassword';

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
  const [values, setValues] = useState({ downline: '', amount: '', paymentPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const sending = useTransferSending();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    sending.touched();
  };

  const submit = async (event: FormEvent) => {
    if (!sending.start(event)) return;
    const found: Partial<Record<Field, FieldMessage>> = {
      downline:
        target.kind === 'downline' && values.downline === ''
          ? { key: formMessages.downlineRequired }
          : undefined,
      amount: amountProblem(values.amount, decimals, available),
      paymentPassword: passwordProblem(values.paymentPassword),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    await sending.send(async () => {
      const result = await send(target, values, keys);
      keys.settle();
      sending.setDone(
        t('member.done', {
          amount: formatAmount(result.amount, decimals),
          counterparty: result.counterparty,
          balance: formatAmount(result.balance, decimals),
        }),
      );
      setValues((current) => ({ ...current, amount: '', paymentPassword: '' }));
      await refreshMoneyQueries(queryClient);
    });
  };

  return (
    <form
      className="transfer-form"
      noValidate
      data-testid={`${prefix}-form`}
      onSubmit={(event) => void submit(event)}
    >
      {target.kind === 'downline' && (
        <TransferField label={t('downline.member')} error={errors.downline}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="transfer-field__input"
              value={values.downline}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              data-testid="downline-member"
              onChange={(event) => change('downline')(event.target.value)}
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
      <TransferField label={t('form.amount')} error={errors.amount}>
        {(control) => (
          <AmountInput
            {...control}
            value={values.amount}
            testId={`${prefix}-amount`}
            onValueChange={change('amount')}
          />
        )}
      </TransferField>
      {available !== undefined && (
        <p className="transfer-form__hint" data-testid={`${prefix}-available`}>
          {t('form.available', { amount: formatAmount(available, decimals) })}
        </p>
      )}
      <TransferField label={t('form.paymentPassword')} error={errors.paymentPassword}>
        {(control) => (
          <PaymentPasswordInput
            {...control}
            value={values.paymentPassword}
            testId={`${prefix}-password`}
            onValueChange={change('paymentPassword')}
          />
        )}
      </TransferField>
      <FormOutcome {...sending.outcome} testIdPrefix={prefix} />
      <TransferSubmitButton isBusy={sending.isSubmitting} testId={`${prefix}-submit`}>
        {t(target.kind === 'upline' ? 'upline.submit' : 'downline.submit')}
      </TransferSubmitButton>
    </form>
  );
}
