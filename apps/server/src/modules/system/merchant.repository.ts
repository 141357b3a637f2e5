import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainRoutes, merchants } from '../../db/schema/index.ts';
import type { MerchantDirectory } from '../../platform/merchant-context.ts';

/** Reads brands for merchant resolution. */
export function createMerchantRepository(db: Db): MerchantDirectory {
  return {
    async findByDomain(host) {
      const rows = await db
        .select({ merchant: merchants })
        .from(domainRoutes)
        .innerJoin(merchants, eq(domainRoutes.merchantId, merchants.id))
        .where(eq(domainRoutes.domain, host))
        .limit(1);
      return rows[0]?.merchant;
    },
    async findByCode(code) {
      const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return rows[0];
    },
    async findDefault() {
      const rows = await db.select().from(merchants).where(eq(merchants.isDefault, true)).limit(1);
      return rows[0];
    },
  };
}
