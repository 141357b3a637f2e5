import type { SeedTx } from './seed.ts';

/** STUB — helper E (cashier, finance and admin staff accounts). */
export async function seedDemoStaff(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
