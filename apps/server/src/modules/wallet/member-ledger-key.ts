/** The ledger key of a member's own money call: scoped to the member, so keys never collide. */
export function memberLedgerKey(memberId: number, clientKey: string): string {
  return `member:${memberId}:${clientKey}`;
}
