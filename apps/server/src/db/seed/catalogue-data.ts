import type { SeedTx } from './seed.ts';

/** Vendors for every product line, catalogue games and the winner feed. */
export async function seedCatalogueData(
  _tx: SeedTx,
  _merchantId: number,
  _counts: Record<string, number>,
): Promise<void> {}
