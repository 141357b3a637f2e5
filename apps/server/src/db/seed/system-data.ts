import type { SeedTx } from './seed.ts';

/** White-label flags, register field rules, help topics, customer service and resources. */
export async function seedSystemData(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
