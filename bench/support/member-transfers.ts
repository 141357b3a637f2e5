import type { WalletService } from '../../apps/server/src/modules/wallet/index.ts';

/**
 * The wallet bench's load (a): a transfer of 0.01–100.00 between two random members through
 * the wallet service, one ledger movement touching two member accounts and no shared row.
 */
export function memberToMemberTransfer(
  wallet: WalletService,
  merchantId: number,
  memberIds: number[],
): (idempotencyKey: string) => Promise<unknown> {
  if (memberIds.length < 2) throw new Error('transfers need at least two members');
  const pick = () => memberIds[Math.floor(Math.random() * memberIds.length)]!;
  return (idempotencyKey) => {
    const from = pick();
    let to = from;
    while (to === from) to = pick();
    const amount = BigInt(1 + Math.floor(Math.random() * 10_000));
    return wallet.post({
      merchantId,
      idempotencyKey,
      kind: 'agent_transfer',
      memberId: from,
      legs: [
        { account: { memberId: from, kind: 'main' }, amount: -amount },
        { account: { memberId: to, kind: 'main' }, amount },
      ],
    });
  };
}
