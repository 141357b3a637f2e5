import type { SeedTx } from './seed.ts';

/** STUB — helper C (the sandbox gateway and bank-transfer channels). */
export async function seedDemoPaymentChannels(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
