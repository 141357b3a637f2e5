/** An exact non-negative rational n/d with bigint parts, always reduced. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d reduced. */
export function fraction(n: bigint | number, d: bigint | number = 1n): Fraction {
  let top = BigInt(n);
  let bottom = BigInt(d);
  if (bottom === 0n) throw new RangeError('zero denominator');
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const divisor = gcd(top, bottom) || 1n;
  return { n: top / divisor, d: bottom / divisor };
}

/** a + b */
export const addFractions = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.n * b.d + b.n * a.d, a.d * b.d);
/** a − b */
export const subtractFractions = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.n * b.d - b.n * a.d, a.d * b.d);
/** a × b */
export const multiplyFractions = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.n * b.n, a.d * b.d);
/** a ÷ b */
export const divideFractions = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.n * b.d, a.d * b.n);

/** The nearest double (18 significant digits are computed exactly first). */
export function fractionToNumber(value: Fraction): number {
  const scale = 10n ** 18n;
  return Number((value.n * scale) / value.d) / 1e18;
}
