import type { SeedTx } from './seed.ts';

/** STUB — helper A (transfer-mode vendors, opening balances). */
export async function seedDemoWalletVendors(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
