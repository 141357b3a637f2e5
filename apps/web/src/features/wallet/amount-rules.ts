import { z } from 'zod';
import { formatMinorUnits, parseAmount } from '@lobby/contracts';

/** Why a typed amount cannot be sent; each has a text key in the wallet namespace. */
export type AmountProblem =
  'required' | 'invalid' | 'tooPrecise' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** The text key of each problem, written out for the translation check. */
export const amountProblemKeys: Record<AmountProblem, string> = {
  required: 'amount.required',
  invalid: 'amount.invalid',
  tooPrecise: 'amount.tooPrecise',
  belowMin: 'amount.belowMin',
  aboveMax: 'amount.aboveMax',
  aboveBalance: 'amount.aboveBalance',
};

/** The bounds an amount must keep, as the server sends them (decimal strings). */
export interface AmountBounds {
  decimals: number;
  min: string;
  max: string;
  /** What the member has (withdrawals); none for deposits. */
  balance?: string;
}

export type AmountCheck =
  { ok: true; minor: bigint; text: string } | { ok: false; problem: AmountProblem };

/** A decimal string from the server in minor units; zero allowed; null when unreadable. */
export function toMinorUnits(text: string, decimals: number): bigint | null {
  if (/^0+(?:\.0+)?$/.test(text)) return 0n;
  const parsed = parseAmount(text, decimals);
  return parsed.ok ? parsed.minor : null;
}

/**
 * Checks what the member typed as the server will (contracts' parseAmount: no floats, no
 * more decimals than the currency has), then against the bounds. `text` is what to send.
 */
export function checkAmount(typed: string, bounds: AmountBounds): AmountCheck {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { ok: false, problem: 'required' };
  const parsed = parseAmount(text, bounds.decimals);
  if (!parsed.ok) {
    return {
      ok: false,
      problem: parsed.problem === 'amount_too_precise' ? 'tooPrecise' : 'invalid',
    };
  }
  const min = toMinorUnits(bounds.min, bounds.decimals);
  const max = toMinorUnits(bounds.max, bounds.decimals);
  if (min !== null && parsed.minor < min) return { ok: false, problem: 'belowMin' };
  if (max !== null && parsed.minor > max) return { ok: false, problem: 'aboveMax' };
  if (bounds.balance !== undefined) {
    const balance = toMinorUnits(bounds.balance, bounds.decimals);
    if (balance !== null && parsed.minor > balance) return { ok: false, problem: 'aboveBalance' };
  }
  return { ok: true, minor: parsed.minor, text };
}

/**
 * The amount field of a form schema: checkAmount's rules, its message the problem's text key;
 * the output is the text to send.
 */
export function amountSchema(bounds: AmountBounds) {
  return z.string().transform((typed, context) => {
    const checked = checkAmount(typed, bounds);
    if (checked.ok) return checked.text;
    context.addIssue({ code: 'custom', message: amountProblemKeys[checked.problem] });
    return z.NEVER;
  });
}

/** The most the member can withdraw now: the balance, capped at the maximum. */
export function largestAmount(bounds: AmountBounds & { balance: string }): string {
  const balance = toMinorUnits(bounds.balance, bounds.decimals) ?? 0n;
  const max = toMinorUnits(bounds.max, bounds.decimals);
  const largest = max !== null && max < balance ? max : balance;
  return formatMinorUnits(largest, bounds.decimals);
}

/** Whole amounts offered as chips on the deposit form, in currency units. */
const quickAmountLadder = [100n, 300n, 500n, 1_000n, 5_000n, 10_000n, 50_000n, 100_000n];

/** Up to `count` quick amounts within the channel's bounds, as decimal strings. */
export function quickAmounts(bounds: Omit<AmountBounds, 'balance'>, count = 6): string[] {
  const scale = 10n ** BigInt(bounds.decimals);
  const min = toMinorUnits(bounds.min, bounds.decimals) ?? 0n;
  const max = toMinorUnits(bounds.max, bounds.decimals);
  return quickAmountLadder
    .map((units) => units * scale)
    .filter((minor) => minor >= min && (max === null || minor <= max))
    .slice(0, count)
    .map((minor) => formatMinorUnits(minor, bounds.decimals));
}

/** The message of a problem, with the bounds (already formatted for display) to show in it. */
export function amountMessage(
  problem: AmountProblem,
  shown: { min: string; max: string; balance?: string },
): { key: string; values: Record<string, string> } {
  return { key: amountProblemKeys[problem], values: { ...shown, balance: shown.balance ?? '' } };
}
