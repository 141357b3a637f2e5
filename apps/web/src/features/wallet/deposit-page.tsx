/** STUB — helper F builds this page. */
export function DepositPage() {
  return null;
}
