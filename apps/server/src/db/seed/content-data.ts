import type { SeedTx } from './seed.ts';

/** Banners of every group and announcements of every type and execution. */
export async function seedContentData(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
