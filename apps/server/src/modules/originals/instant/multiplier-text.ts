/** A payout multiplier as short decimal text: 1.98, 24.75, 2 (at most 4 decimals). */
export function multiplierText(multiplier: number): string {
  return String(Number(multiplier.toFixed(4)));
}
