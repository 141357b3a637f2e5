import type { SeedTx } from './seed-tx.ts';
import { seedDemoPaymentChannels } from './demo-payment-channels.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoWalletVendors } from './demo-wallet-vendors.ts';
import { seedDemoBankAccounts } from './demo-bank-accounts.ts';

/** The demo brand's money: deposit channels, staff, transfer-mode vendors, bank accounts. */
export async function seedDemoMoney(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  await seedDemoPaymentChannels(tx, merchantId, counts);
  await seedDemoStaff(tx, merchantId, counts);
  await seedDemoWalletVendors(tx, merchantId, counts);
  await seedDemoBankAccounts(tx, merchantId, counts);
}
