import { useRef, type RefObject } from 'react';
import { z } from 'zod';
import { mainWalletCode, type WalletEntry } from '@lobby/contracts';
import { useSchemaForm, type SchemaForm } from '../../lib/use-schema-form.ts';
import { amountProblem, paymentPasswordSchema } from './money-amount.ts';
import {
  directionProblem,
  initialDirection,
  walletOf,
  type Direction,
} from './transfer-direction.ts';
import { useTransferSending } from './use-transfer-sending.ts';

/**
 * The rules of a wallet transfer: a direction with main on one side (its message under "to"),
 * an amount within the source wallet's balance, the payment password.
 */
function walletTransferSchema(wallets: readonly WalletEntry[], decimals: number) {
  return z
    .object({
      from: z.string(),
      to: z.string(),
      amount: z.string(),
      paymentPassword: paymentPasswordSchema,
    })
    .superRefine((values, context) => {
      const direction = directionProblem(values);
      if (direction) context.addIssue({ code: 'custom', path: ['to'], message: direction });
      const source = walletOf(wallets, values.from);
      const amount = amountProblem(values.amount, decimals, source?.balance);
      if (amount) context.addIssue({ code: 'custom', path: ['amount'], message: amount.key });
    });
}

/** The form's values: the direction, the amount as typed, the password. */
export interface WalletTransferValues {
  from: string;
  to: string;
  amount: string;
  paymentPassword: string;
}

export interface WalletTransferFormState {
  form: SchemaForm<WalletTransferValues>;
  sending: ReturnType<typeof useTransferSending>;
  passwordRef: RefObject<HTMLInputElement | null>;
  direction: Direction;
  /** A new direction: its message and the amount's (the source changed) go. */
  changeDirection(next: Direction): void;
  /** A vendor wallet's "bring back": all of it to main, the password next. */
  bringBack(wallet: WalletEntry): void;
}

/**
 * The wallet transfer form's state, owned by the page: the balances' "bring back" fills it
 * in, the form shows and sends it. The direction changes as a pair (one side is main).
 */
export function useWalletTransferForm(
  wallets: readonly WalletEntry[],
  decimals: number,
): WalletTransferFormState {
  const sending = useTransferSending();
  const passwordRef = useRef<HTMLInputElement>(null);
  const initial = initialDirection(wallets);
  const form = useSchemaForm<WalletTransferValues>({
    schema: walletTransferSchema(wallets, decimals),
    defaultValues: { ...initial, amount: '', paymentPassword: '' },
    // typing the password leaves the last outcome on screen; anything else replaces it
    onEdit: (name) => {
      if (name !== 'paymentPassword') sending.touched();
    },
  });
  return {
    form,
    sending,
    passwordRef,
    direction: { from: form.values.from, to: form.values.to },
    changeDirection(next: Direction) {
      form.edit('from', next.from);
      form.edit('to', next.to);
      form.clearMessage('amount');
    },
    bringBack(wallet: WalletEntry) {
      form.form.setValue('from', wallet.code);
      form.form.setValue('to', mainWalletCode);
      form.form.setValue('amount', wallet.balance);
      passwordRef.current?.focus();
    },
  };
}
