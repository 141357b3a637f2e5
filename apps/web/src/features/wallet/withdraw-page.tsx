/** STUB — helper F builds this page. */
export function WithdrawPage() {
  return null;
}
