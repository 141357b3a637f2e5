import { formatAmount } from '../../lib/format.ts';

/** The decimals a money string carries ("1000.00" → 2); 2 when it shows none. */
export function decimalsOf(amount: string | undefined): number {
  const fraction = amount?.split('.')[1];
  return fraction === undefined ? 2 : fraction.length;
}

/** Money of the session's unit for display, e.g. "1,250.50". */
export function formatPlayMoney(amount: string, decimals = decimalsOf(amount)): string {
  return formatAmount(amount, decimals);
}

/** Minor units as a decimal string of `decimals` places: 150n, 2 → "1.50". */
export function minorToText(minor: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = minor / scale;
  if (decimals === 0) return whole.toString();
  return `${whole}.${(minor % scale).toString().padStart(decimals, '0')}`;
}

/** A typed stake in minor units, or null when it is not a positive amount of the unit. */
export function textToMinor(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return minor > 0n ? minor : null;
}

/** Whether a money string is zero ("0", "0.00"). */
export function isZeroAmount(amount: string): boolean {
  return /^0(\.0+)?$/.test(amount);
}
