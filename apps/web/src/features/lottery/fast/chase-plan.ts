/** How a chase order's multiplier changes from one issue to the next. */
export type ChasePlan = 'flat' | 'double';

/** The multiplier of each chased issue: the same each time, or doubled after each issue. */
export function chaseMultipliers(plan: ChasePlan, first: number, issues: number): number[] {
  return Array.from({ length: issues }, (_, i) =>
    plan === 'flat' ? first : Math.min(1000, first * 2 ** i),
  );
}
