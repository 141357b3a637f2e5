import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { merchants } from '../../db/schema/index.ts';

/** The minor-unit decimals of each brand's currency (jobs and consumers have no request). */
export async function currencyDecimalsOf(db: Executor, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ decimals: merchants.currencyDecimals })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.decimals ?? 2;
}
