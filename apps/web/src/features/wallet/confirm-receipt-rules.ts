import { z } from 'zod';
import {
  parseAmount,
  type ConfirmWithdrawalRequest,
  type WithdrawalConfirmation,
} from '@lobby/contracts';
import { toMinorUnits } from './amount-rules.ts';
import type { FieldMessage } from '../../lib/server-field-errors.ts';

/** What the member filled in the "Confirm receipt" dialog. */
export interface ReceiptAnswer {
  choice: WithdrawalConfirmation | null;
  amountReceived: string;
  proof: File | null;
}

export type ReceiptField = 'choice' | 'amountReceived' | 'proofFileId';
export type ReceiptErrors = Partial<Record<ReceiptField, FieldMessage>>;

/** Whether the choice asks for how much arrived, and for a proof image (§4.11). */
export function receiptNeeds(choice: WithdrawalConfirmation | null): {
  amount: boolean;
  proof: boolean;
} {
  return {
    amount: choice === 'partly_received',
    proof: choice === 'partly_received' || choice === 'not_received',
  };
}

/**
 * The dialog's rules: a choice; for "partly received" an amount above zero and below the
 * withdrawal's (all of it is "received"); a proof image unless received in full.
 */
export function validateReceipt(
  answer: ReceiptAnswer,
  withdrawal: { amount: string; decimals: number },
): ReceiptErrors {
  const errors: ReceiptErrors = {};
  if (!answer.choice) return { choice: { key: 'confirm.choiceRequired' } };
  const needs = receiptNeeds(answer.choice);
  if (needs.amount) {
    const text = answer.amountReceived.trim().replace(/,/g, '');
    const parsed = text === '' ? null : parseAmount(text, withdrawal.decimals);
    const whole = toMinorUnits(withdrawal.amount, withdrawal.decimals);
    if (!parsed) errors.amountReceived = { key: 'amount.required' };
    else if (!parsed.ok) {
      errors.amountReceived = {
        key: parsed.problem === 'amount_too_precise' ? 'amount.tooPrecise' : 'amount.invalid',
      };
    } else if (whole !== null && parsed.minor >= whole) {
      errors.amountReceived = { key: 'confirm.partlyTooMuch' };
    }
  }
  if (needs.proof && !answer.proof) errors.proofFileId = { key: 'proof.required' };
  return errors;
}

/** The dialog's form schema: validateReceipt's rules, the image's message under the image. */
export function receiptSchema(withdrawal: { amount: string; decimals: number }) {
  return z
    .object({
      choice: z.custom<WithdrawalConfirmation | null>(),
      amountReceived: z.string(),
      proof: z.custom<File | null>(),
    })
    .superRefine((answer, context) => {
      const errors = validateReceipt(answer, withdrawal);
      for (const field of ['choice', 'amountReceived', 'proofFileId'] as const) {
        const message = errors[field];
        if (!message) continue;
        const path = [field === 'proofFileId' ? 'proof' : field];
        context.addIssue({ code: 'custom', path, message: message.key });
      }
    });
}

/** The call's body once the proof (if any) is uploaded. */
export function receiptRequest(
  answer: ReceiptAnswer & { choice: WithdrawalConfirmation },
  proofFileId: number | null,
): ConfirmWithdrawalRequest {
  const needs = receiptNeeds(answer.choice);
  return {
    confirmation: answer.choice,
    ...(needs.amount ? { amountReceived: answer.amountReceived.trim().replace(/,/g, '') } : {}),
    ...(needs.proof && proofFileId !== null ? { proofFileId } : {}),
  };
}
