import { and, asc, count, desc, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { GameType } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { games, vendors, winnerFeed } from '../../db/schema/index.ts';
import type { StoredKindSelector } from './game-categories.ts';

export type VendorRow = typeof vendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type WinnerRow = typeof winnerFeed.$inferSelect;

export interface GameFilter {
  /** Stored kinds making up the requested category; absent means every category. */
  selectors?: readonly StoredKindSelector[];
  vassalage?: string;
  hotOnly: boolean;
}

type KindColumns = { gameType: typeof games.gameType; vassalage: typeof games.vassalage };

/** The SQL twin of `matchesSelector`: rows of any of the selectors. */
export function kindCondition(
  columns: KindColumns,
  selectors: readonly StoredKindSelector[],
): SQL | undefined {
  return or(
    ...selectors.map((selector) =>
      and(
        eq(columns.gameType, selector.gameType as GameType),
        selector.vassalageIn ? inArray(columns.vassalage, [...selector.vassalageIn]) : undefined,
        selector.vassalageNotIn?.length
          ? notInArray(columns.vassalage, [...selector.vassalageNotIn])
          : undefined,
      ),
    ),
  );
}

/** A game belongs to the vendor with the same code and game type. */
export const gameOfVendor = and(
  eq(games.merchantId, vendors.merchantId),
  eq(games.vassalage, vendors.vassalage),
  eq(games.gameType, vendors.gameType),
);

/** SQL for vendors, games and the winner feed; returns plain rows. */
export function createCatalogueRepository(db: Db) {
  return {
    /** Active vendors in vendor-sorting order, each with its number of active games. */
    async findActiveVendors(
      merchantId: number,
    ): Promise<Array<{ vendor: VendorRow; gameCount: number }>> {
      return db
        .select({ vendor: vendors, gameCount: count(games.id) })
        .from(vendors)
        .leftJoin(games, and(gameOfVendor, eq(games.isActive, true)))
        .where(and(eq(vendors.merchantId, merchantId), eq(vendors.isActive, true)))
        .groupBy(vendors.id)
        .orderBy(asc(vendors.sort), asc(vendors.id));
    },

    /** One page of active games of active vendors, in vendor then game order, and the total. */
    async findGamesPage(
      merchantId: number,
      filter: GameFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: Array<{ game: GameRow; vendorMaintenance: boolean }>; total: number }> {
      const where = and(
        eq(games.merchantId, merchantId),
        eq(games.isActive, true),
        eq(vendors.isActive, true),
        filter.selectors ? kindCondition(games, filter.selectors) : undefined,
        filter.vassalage === undefined ? undefined : eq(games.vassalage, filter.vassalage),
        filter.hotOnly ? eq(games.isHot, true) : undefined,
      );
      const [counted] = await db
        .select({ total: count() })
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(where);
      const total = counted?.total ?? 0;
      if (page.offset >= total) return { rows: [], total };
      const rows = await db
        .select({ game: games, vendorMaintenance: vendors.isMaintenance })
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(where)
        .orderBy(asc(vendors.sort), asc(games.sort), asc(games.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total };
    },

    /** The latest wins on active games, newest first. */
    async findLatestWins(
      merchantId: number,
      filter: { selectors?: readonly StoredKindSelector[]; limit: number },
    ): Promise<Array<{ win: WinnerRow; game: GameRow }>> {
      return db
        .select({ win: winnerFeed, game: games })
        .from(winnerFeed)
        .innerJoin(games, eq(games.id, winnerFeed.gameId))
        .where(
          and(
            eq(winnerFeed.merchantId, merchantId),
            eq(games.merchantId, merchantId),
            eq(games.isActive, true),
            filter.selectors ? kindCondition(games, filter.selectors) : undefined,
          ),
        )
        .orderBy(desc(winnerFeed.wonAt), desc(winnerFeed.id))
        .limit(filter.limit);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
