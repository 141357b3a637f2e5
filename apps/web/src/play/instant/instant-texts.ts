import { minorToText } from '../components/money-text.ts';

/** A multiplier for display: "×1.98" (at most 4 decimals, no trailing zeros). */
export function formatMultiplier(multiplier: number | string): string {
  return `×${Number(Number(multiplier).toFixed(4))}`;
}

/** The stake a game starts with: 1 of the unit (the brands' usual minimum). */
export function startingStake(decimals: number): string {
  return minorToText(10n ** BigInt(decimals), decimals);
}
