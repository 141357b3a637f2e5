import type { SeedTx } from './seed.ts';

/** STUB — helper D (demo member payee name, payment password, bank account). */
export async function seedDemoBankAccounts(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
