import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../modules/identity/index.ts';
import { memberBankAccounts, members } from '../db/schema/index.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { SeedTx } from './seed-tx.ts';

/** The demo member's payment password and bank account, printed in the README (demo only). */
export const demoWithdrawal = {
  paymentPassword: '135790',
  bankCode: 'KBANK',
  accountNumber: '1234567890',
  holderName: 'Somchai Jaidee',
} as const;

/**
 * The demo member can withdraw at once: a payment password (hashed like the security centre
 * hashes it) and one Kasikornbank account in the member's payee name.
 */
export async function seedDemoBankAccounts(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [member] = await tx
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(demoWithdrawal.paymentPassword) })
    .where(
      and(eq(members.merchantId, merchantId), eq(members.username, demoAccounts.member.username)),
    )
    .returning({ id: members.id, payeeName: members.payeeName });
  if (!member) throw new Error('demo member missing: seed the accounts first');
  if (member.payeeName !== demoWithdrawal.holderName) {
    throw new Error('the demo bank account must be in the demo member’s payee name');
  }
  await tx.insert(memberBankAccounts).values({
    merchantId,
    memberId: member.id,
    bankCode: demoWithdrawal.bankCode,
    accountNumber: demoWithdrawal.accountNumber,
    holderName: demoWithdrawal.holderName,
    isDefault: true,
  });
  counts.member_bank_accounts = (counts.member_bank_accounts ?? 0) + 1;
}
