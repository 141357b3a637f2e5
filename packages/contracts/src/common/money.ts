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
