/**
 * Odds formats. The book stores every price as decimal odds in thousandths (1.90 → 1900), an
 * integer, so prices compare and multiply exactly; the other formats are how a member reads
 * them. HK = d − 1; Malay = d − 1 when d ≤ 2, else −1/(d − 1); Indo = d − 1 when d ≥ 2, else
 * −1/(d − 1); US = +100(d − 1) when d ≥ 2, else −100/(d − 1).
 */
export type OddsFormat = 'decimal' | 'hk' | 'malay' | 'indo' | 'us';

export const oddsFormats: readonly OddsFormat[] = ['decimal', 'hk', 'malay', 'indo', 'us'];

/** Decimal odds in thousandths: 1.90 is 1900. The lowest price a book offers is 1.001. */
export type OddsMilli = number;

/** The decimal value of a price in thousandths. */
export function oddsValue(odds: OddsMilli): number {
  return odds / 1000;
}

/** Whether a price in thousandths is one the book can take (an integer above 1000). */
export function isValidOdds(odds: number): odds is OddsMilli {
  return Number.isSafeInteger(odds) && odds > 1000 && odds <= 10_000_000;
}

/** A decimal price shown in a format (unrounded: the screen rounds for display). */
export function toOddsFormat(odds: OddsMilli, format: OddsFormat): number {
  const d = oddsValue(odds);
  const profit = d - 1;
  switch (format) {
    case 'decimal':
      return d;
    case 'hk':
      return profit;
    case 'malay':
      return d <= 2 ? profit : -1 / profit;
    case 'indo':
      return d >= 2 ? profit : -1 / profit;
    case 'us':
      return d >= 2 ? 100 * profit : -100 / profit;
    default:
      return format satisfies never;
  }
}

/** A price read in a format back to decimal thousandths (rounded to the nearest thousandth). */
export function fromOddsFormat(value: number, format: OddsFormat): OddsMilli {
  let d: number;
  switch (format) {
    case 'decimal':
      d = value;
      break;
    case 'hk':
      d = 1 + value;
      break;
    case 'malay':
    case 'indo':
      d = value >= 0 ? 1 + value : 1 + 1 / -value;
      break;
    case 'us':
      d = value >= 0 ? 1 + value / 100 : 1 + 100 / -value;
      break;
    default:
      return format satisfies never;
  }
  return Math.round(d * 1000);
}

/** What a bet risks (debited) and may win, from the amount the member typed. */
export interface BetAmounts {
  /** The amount typed, in minor units. */
  nominal: bigint;
  /** What the wallet takes. */
  risk: bigint;
  /** The profit if the bet wins in full. */
  win: bigint;
}

/**
 * Negative Malay or Indo odds: the typed amount is the win and the risk is stake × |odds|
 * (= stake / (d − 1), rounded half up to the minor unit). Every other case: the typed amount is
 * the risk. The win is always floor(risk × (d − 1)), what settlement pays above the risk.
 */
export function betAmounts(nominal: bigint, odds: OddsMilli, format: OddsFormat): BetAmounts {
  const profitMilli = BigInt(odds - 1000);
  const negative = (format === 'malay' && odds > 2000) || (format === 'indo' && odds < 2000);
  const risk = negative ? (nominal * 2000n + profitMilli) / (2n * profitMilli) : nominal;
  return { nominal, risk, win: (risk * profitMilli) / 1000n };
}
