import { eq } from 'drizzle-orm';
import type { MarginSettings } from '@lobby/game-math';
import type { Executor } from '../../db/rows.ts';
import { sbBrandSettings } from '../../db/schema/index.ts';

/** The brand's pricing margin; 5% Shin when the brand has no settings row. */
export async function brandMarginOf(db: Executor, merchantId: number): Promise<MarginSettings> {
  const [row] = await db
    .select({ bp: sbBrandSettings.marginBp, method: sbBrandSettings.marginMethod })
    .from(sbBrandSettings)
    .where(eq(sbBrandSettings.merchantId, merchantId));
  return { margin: (row?.bp ?? 500) / 10_000, method: row?.method ?? 'shin' };
}
