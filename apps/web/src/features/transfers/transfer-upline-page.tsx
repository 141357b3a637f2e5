/** STUB — helper G builds this page. */
export function TransferUplinePage() {
  return null;
}
