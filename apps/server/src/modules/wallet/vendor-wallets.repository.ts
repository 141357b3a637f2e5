import { sql } from 'drizzle-orm';
import type { Language, LocalizedText } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/** A game vendor of the brand as the wallet sees it: one per vassalage. */
export interface VendorWallet {
  code: string;
  displayName: LocalizedText;
  /** Any of the vendor's game-type rows is under maintenance. */
  isMaintenance: boolean;
  /** Active and in transfer mode: it keeps its own wallet members move money into. */
  isTransfer: boolean;
}

/** The vendor's name in a language, falling back to English like the game catalogue. */
export function vendorName(vendor: Pick<VendorWallet, 'code' | 'displayName'>, lang: Language) {
  return vendor.displayName[lang] || vendor.displayName.en || vendor.code;
}

/** SQL for the brand's vendors as wallets; returns plain rows. */
export function createVendorWalletsRepository(db: Executor) {
  return {
    /**
     * Every vassalage of the brand in vendor-sorting order. A vassalage has a row per game
     * type; the name is the first row's, and it is a transfer wallet when an active row says so.
     */
    async listVendorWallets(merchantId: number): Promise<VendorWallet[]> {
      const rows = await rowsOf<{
        vassalage: string;
        display_name: LocalizedText;
        is_maintenance: boolean;
        is_transfer: boolean;
      }>(
        db,
        sql`select vassalage,
              (array_agg(display_name order by sort, id))[1] as display_name,
              bool_or(is_maintenance) filter (where is_active) as is_maintenance,
              bool_or(is_active and wallet_mode = 'transfer') as is_transfer
            from vendors where merchant_id = ${merchantId}
            group by vassalage
            order by min(sort), vassalage`,
      );
      return rows.map((row) => ({
        code: row.vassalage,
        displayName: row.display_name,
        isMaintenance: row.is_maintenance === true,
        isTransfer: row.is_transfer === true,
      }));
    },
  };
}
export type VendorWalletsRepository = ReturnType<typeof createVendorWalletsRepository>;
