import { maxAmountMinor } from '@lobby/contracts';

/** Play money (trial accounts) counts in hundredths, like most currencies. */
export const playMoneyUnit = 'PLAY';
export const playMoneyDecimals = 2;

/** Decimals of a wallet unit: PLAY has two; a real unit is the brand's currency. */
export function unitDecimals(unit: string, currencyDecimals: number): number {
  return unit === playMoneyUnit ? playMoneyDecimals : currencyDecimals;
}

const plainDecimal = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A PAM amount (a JSON number) in minor units, exactly: the number's shortest decimal text
 * must need no more decimals than the unit has (`10.1` → 1010n; `10.123` in a 2-decimal unit
 * → null, never rounded). Null also for NaN, infinities and amounts beyond any real bet.
 */
export function pamAmountToMinor(value: number, decimals: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  // String() gives the shortest text that reads back as the same double
  const match = plainDecimal.exec(String(value));
  if (!match) return null; // exponent notation: beyond 1e21 or below 1e-6, never a real amount
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor > maxAmountMinor) return null;
  return sign === '-' ? -minor : minor;
}

/** Minor units as the PAM API's decimal number: `1050n, 2` → 10.5. */
export function minorToPamAmount(minor: bigint, decimals: number): number {
  if (decimals === 0) return Number(minor);
  const negative = minor < 0n;
  const magnitude = negative ? -minor : minor;
  const scale = 10n ** BigInt(decimals);
  const text = `${magnitude / scale}.${(magnitude % scale).toString().padStart(decimals, '0')}`;
  return negative ? -Number(text) : Number(text);
}
