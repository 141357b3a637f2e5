import { z } from 'zod';
import { parseAmount } from '@lobby/contracts';
import type { FieldMessage } from '../../lib/server-field-errors.ts';

/**
 * Amount checks of the transfer forms, before anything is sent. The server checks the same
 * (and the minimum, which only it knows); these spare the member a round trip.
 */

export type { FieldMessage } from '../../lib/server-field-errors.ts';

/** Text keys of the forms' own messages; the amount problems reuse the server's. */
export const formMessages = {
  amountRequired: 'transfers:form.amountRequired',
  passwordRequired: 'transfers:form.passwordRequired',
  downlineRequired: 'transfers:downline.required',
  amountInvalid: 'errors:err_amount_invalid',
  amountTooPrecise: 'errors:err_amount_too_precise',
  amountTooLarge: 'errors:err_amount_too_large',
  insufficient: 'errors:err_insufficient_funds',
} as const;

/**
 * A shown decimal string ("1000.00", "-5.5") as minor units; undefined when it is not one.
 * Unlike parseAmount it takes zero and a sign: balances can be zero.
 */
export function decimalToMinor(text: string, decimals: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + (kept ? BigInt(kept) : 0n);
  return sign === '-' ? -minor : minor;
}

/**
 * The problem with a typed amount, or undefined when it may be sent: empty, not a positive
 * amount, more decimals than the currency has, too large, or more than `available`.
 */
export function amountProblem(
  text: string,
  decimals: number,
  available?: string,
): FieldMessage | undefined {
  const typed = text.trim();
  if (typed === '') return { key: formMessages.amountRequired };
  const parsed = parseAmount(typed, decimals);
  if (!parsed.ok) {
    switch (parsed.problem) {
      case 'amount_invalid':
        return { key: formMessages.amountInvalid };
      case 'amount_too_precise':
        return { key: formMessages.amountTooPrecise };
      case 'amount_too_large':
        return { key: formMessages.amountTooLarge };
      default:
        return parsed.problem satisfies never;
    }
  }
  const limit = available === undefined ? undefined : decimalToMinor(available, decimals);
  if (limit !== undefined && parsed.minor > limit) return { key: formMessages.insufficient };
  return undefined;
}

/** The payment password must be typed; its format and value are the server's to judge. */
export function passwordProblem(password: string): FieldMessage | undefined {
  return password === '' ? { key: formMessages.passwordRequired } : undefined;
}

/** A form schema's amount field: amountProblem's rules, its message the problem's text key. */
export function transferAmountSchema(decimals: number, available?: string) {
  return z.string().superRefine((typed, context) => {
    const problem = amountProblem(typed, decimals, available);
    if (problem) context.addIssue({ code: 'custom', message: problem.key });
  });
}

/** A form schema's payment password field: passwordProblem's rule. */
export const paymentPasswordSchema = z.string().min(1, formMessages.passwordRequired);
