/** STUB — helper G builds this page. */
export function TransferFundPage() {
  return null;
}
