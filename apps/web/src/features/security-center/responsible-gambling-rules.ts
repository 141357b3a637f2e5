import { parseAmount, type DepositLimit } from '@lobby/contracts';

/**
 * The rules the responsible-gambling card explains before anything is sent (the server
 * applies them): tightening a limit acts at once, loosening it waits the cooling-off hours.
 */

/** What saving a limit does: a first limit, lower, higher, the same, or removal. */
export type LimitChange = 'new' | 'lower' | 'raise' | 'same' | 'remove';

/** Minor units of a decimal string the server sent ("500.00"). */
function minorOf(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return (
    BigInt(whole) * 10n ** BigInt(decimals) +
    BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
  );
}

/** Compares the limit in force (null: none) with the wanted one (null: remove). */
export function limitChangeOf(
  current: string | null,
  wanted: bigint | null,
  decimals: number,
): LimitChange {
  if (wanted === null) return 'remove';
  if (current === null) return 'new';
  const now = minorOf(current, decimals);
  if (wanted < now) return 'lower';
  return wanted > now ? 'raise' : 'same';
}

/** Whether a change waits for the cooling-off hours instead of acting at once. */
export function isDelayed(change: LimitChange): boolean {
  return change === 'raise' || change === 'remove';
}

/** Text keys of the card's own messages (responsible namespace) and the server's. */
export const limitMessages = {
  amountRequired: 'responsible:limits.amountRequired',
  amountInvalid: 'errors:err_amount_invalid',
  amountTooPrecise: 'errors:err_amount_too_precise',
  amountTooLarge: 'errors:err_amount_too_large',
  passwordRequired: 'responsible:exclusion.passwordRequired',
  confirmRequired: 'responsible:exclusion.confirmRequired',
} as const;

/** A typed limit as minor units, or the text key of what is wrong with it. */
export function parseLimitAmount(
  text: string,
  decimals: number,
): { ok: true; minor: bigint } | { ok: false; key: string } {
  const typed = text.trim();
  if (typed === '') return { ok: false, key: limitMessages.amountRequired };
  const parsed = parseAmount(typed, decimals);
  if (parsed.ok) return parsed;
  switch (parsed.problem) {
    case 'amount_invalid':
      return { ok: false, key: limitMessages.amountInvalid };
    case 'amount_too_precise':
      return { ok: false, key: limitMessages.amountTooPrecise };
    case 'amount_too_large':
      return { ok: false, key: limitMessages.amountTooLarge };
    default:
      return parsed.problem satisfies never;
  }
}

/** The limit of a period from the answer (a period the server left out has none). */
export function limitOf(
  limits: readonly DepositLimit[],
  period: DepositLimit['period'],
): DepositLimit {
  return (
    limits.find((limit) => limit.period === period) ?? {
      period,
      amount: null,
      used: '0',
      pending: null,
    }
  );
}
