import { toOddsFormat } from '@lobby/game-math';
import type { SportsOddsFormat } from '@lobby/contracts';

/**
 * A price (decimal × 1000) as the member reads it: decimal and HK with two decimals, Malay
 * and Indo with a sign when negative (up to three decimals), US as a signed whole number.
 */
export function oddsText(odds: number, format: SportsOddsFormat): string {
  const value = toOddsFormat(odds, format);
  if (format === 'us') return value >= 0 ? `+${Math.round(value)}` : String(Math.round(value));
  if (format === 'malay' || format === 'indo') {
    return value < 0 ? value.toFixed(3).replace(/0$/, '') : value.toFixed(2);
  }
  return value.toFixed(2);
}
