/** STUB — helper G builds this page. */
export function TransactionHistoryPage() {
  return null;
}
