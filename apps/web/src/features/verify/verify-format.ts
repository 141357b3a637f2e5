/** ×100 integers as a two-decimal text: 235 → "2.35" (multipliers, dice rolls). */
export function hundredths(value: number): string {
  return (value / 100).toFixed(2);
}
