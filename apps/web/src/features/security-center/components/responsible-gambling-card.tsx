/** STUB — helper G: the security centre's deposit limits and self-exclusion card. */
export function ResponsibleGamblingCard() {
  return null;
}
