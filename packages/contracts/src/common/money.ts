/**
 * Money travels as an integer of minor units (`bigint`) inside the platform and as a plain
 * decimal string in JSON (architecture: "Money"). These helpers convert without ever touching
 * a floating-point number.
 */

/** Largest number of decimals a currency may declare; more would be a configuration error. */
export const maxCurrencyDecimals = 18;

/** Formats bigint minor units as a plain decimal string: `123450n, 2` → `"1234.50"`. */
export function formatMinorUnits(minor: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxCurrencyDecimals) {
    throw new RangeError(`currency decimals must be an integer 0-${maxCurrencyDecimals}`);
  }
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  if (decimals === 0) return `${sign}${magnitude}`;
  const scale = 10n ** BigInt(decimals);
  const whole = magnitude / scale;
  const fraction = (magnitude % scale).toString().padStart(decimals, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * The largest amount any single money call accepts, in minor units: far above any real
 * deposit, far below what a `bigint` column holds, so sums of many never overflow.
 */
export const maxAmountMinor = 10n ** 14n;

/** A positive decimal amount as members type it: digits, an optional point and fraction. */
export const amountTextPattern = /^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/;

export type ParsedAmount =
  | { ok: true; minor: bigint }
  | { ok: false; problem: 'amount_invalid' | 'amount_too_precise' | 'amount_too_large' };

/**
 * Parses a positive decimal string into minor units without floats: `"12.5", 2` → `1250n`.
 * Zero, signs, exponents and spaces are invalid; more decimals than the currency has are
 * refused rather than rounded.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  if (!amountTextPattern.test(text)) return { ok: false, problem: 'amount_invalid' };
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > decimals) {
    // trailing zeros beyond the currency's decimals say nothing more: "1.500" is 1.50
    if (/[^0]/.test(fraction.slice(decimals))) return { ok: false, problem: 'amount_too_precise' };
  }
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + (kept ? BigInt(kept) : 0n);
  if (minor === 0n) return { ok: false, problem: 'amount_invalid' };
  if (minor > maxAmountMinor) return { ok: false, problem: 'amount_too_large' };
  return { ok: true, minor };
}
