import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { favouriteGames, games, members, recentGames, vendors } from '../../../db/schema/index.ts';
import type { GameRow } from '../catalogue.repository.ts';
import { gameOfVendor, kindCondition } from '../catalogue.repository.ts';
import type { StoredKindSelector } from '../game-categories.ts';

/** A catalogue game as the player calls see it: the row and whether its vendor is down. */
export interface VisibleGame {
  game: GameRow;
  vendorMaintenance: boolean;
}

/** Games a member may see: active, of an active vendor, of this brand. */
const visibleIn = (merchantId: number) =>
  and(eq(games.merchantId, merchantId), eq(games.isActive, true), eq(vendors.isActive, true));

/** Escapes `%`, `_` and `\` so the text matches itself in a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const pageColumns = { game: games, vendorMaintenance: vendors.isMaintenance };

/** SQL of the player-game calls: favourites, recent games, search, hot and alternatives. */
export function createPlayerGamesRepository(db: Db) {
  /** A page of visible games joined through a member's list table, with the total. */
  async function memberPage(
    table: typeof favouriteGames | typeof recentGames,
    order: SQL,
    merchantId: number,
    memberId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: VisibleGame[]; total: number }> {
    const where = and(visibleIn(merchantId), eq(table.memberId, memberId));
    const [counted] = await db
      .select({ total: count() })
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .innerJoin(vendors, gameOfVendor)
      .where(where);
    const total = counted?.total ?? 0;
    if (page.offset >= total) return { rows: [], total };
    const rows = await db
      .select(pageColumns)
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .innerJoin(vendors, gameOfVendor)
      .where(where)
      .orderBy(order, desc(games.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total };
  }

  return {
    /** One visible game of the brand by id, or undefined. */
    async findVisibleGame(merchantId: number, nodeId: number): Promise<VisibleGame | undefined> {
      const [row] = await db
        .select(pageColumns)
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(and(visibleIn(merchantId), eq(games.id, nodeId)));
      return row;
    },

    /** One visible game of the brand by vendor and game code, or undefined. */
    async findVisibleGameByCode(
      merchantId: number,
      vassalage: string,
      gameCode: string,
    ): Promise<VisibleGame | undefined> {
      const [row] = await db
        .select(pageColumns)
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(
          and(visibleIn(merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)),
        );
      return row;
    },

    /** The member's favourite visible game ids, newest first. */
    async favouriteIds(merchantId: number, memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: games.id })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .innerJoin(vendors, gameOfVendor)
        .where(and(visibleIn(merchantId), eq(favouriteGames.memberId, memberId)))
        .orderBy(desc(favouriteGames.createdAt), desc(games.id));
      return rows.map((row) => row.id);
    },

    favouritesPage: (
      merchantId: number,
      memberId: number,
      page: { offset: number; limit: number },
    ) => memberPage(favouriteGames, desc(favouriteGames.createdAt), merchantId, memberId, page),

    recentPage: (merchantId: number, memberId: number, page: { offset: number; limit: number }) =>
      memberPage(recentGames, desc(recentGames.playedAt), merchantId, memberId, page),

    /**
     * Adds a favourite unless it is there already or the member has `limit` of them; the
     * member row lock makes two adds at once count each other.
     */
    async addFavourite(
      merchantId: number,
      memberId: number,
      gameId: number,
      limit: number,
    ): Promise<'added' | 'exists' | 'full'> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        const [existing] = await tx
          .select({ gameId: favouriteGames.gameId })
          .from(favouriteGames)
          .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
        if (existing) return 'exists';
        const [counted] = await tx
          .select({ total: count() })
          .from(favouriteGames)
          .where(eq(favouriteGames.memberId, memberId));
        if ((counted?.total ?? 0) >= limit) return 'full';
        await tx.insert(favouriteGames).values({ merchantId, memberId, gameId });
        return 'added';
      });
    },

    /** Removes a favourite; false when it was not one. */
    async removeFavourite(merchantId: number, memberId: number, gameId: number): Promise<boolean> {
      const removed = await db
        .delete(favouriteGames)
        .where(
          and(
            eq(favouriteGames.merchantId, merchantId),
            eq(favouriteGames.memberId, memberId),
            eq(favouriteGames.gameId, gameId),
          ),
        )
        .returning({ gameId: favouriteGames.gameId });
      return removed.length > 0;
    },

    /** Visible games whose name in any language or code contains the text. */
    async search(
      merchantId: number,
      text: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: VisibleGame[]; total: number }> {
      const pattern = likeContains(text);
      const where = and(
        visibleIn(merchantId),
        or(
          ilike(games.gameCode, pattern),
          sql`${games.displayName}->>'en' ilike ${pattern}`,
          sql`${games.displayName}->>'th' ilike ${pattern}`,
          sql`${games.displayName}->>'tl' ilike ${pattern}`,
        ),
      );
      const [counted] = await db
        .select({ total: count() })
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(where);
      const total = counted?.total ?? 0;
      if (page.offset >= total) return { rows: [], total };
      const rows = await db
        .select(pageColumns)
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(where)
        .orderBy(asc(vendors.sort), asc(games.sort), asc(games.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total };
    },

    /** Visible hot games in vendor-sorting order. */
    async hotGames(merchantId: number, limit: number): Promise<VisibleGame[]> {
      return db
        .select(pageColumns)
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(and(visibleIn(merchantId), eq(games.isHot, true)))
        .orderBy(asc(vendors.sort), asc(games.sort), asc(games.id))
        .limit(limit);
    },

    /**
     * Playable games of a category other than `exceptId`: launchable entries (not vendor
     * lists), neither they nor their vendor under maintenance; hot first, then vendor order.
     */
    async playableAlternatives(
      merchantId: number,
      filter: {
        selectors: readonly StoredKindSelector[];
        exceptId: number;
        trialOnly: boolean;
        limit: number;
      },
    ): Promise<GameRow[]> {
      const rows = await db
        .select({ game: games })
        .from(games)
        .innerJoin(vendors, gameOfVendor)
        .where(
          and(
            visibleIn(merchantId),
            kindCondition(games, filter.selectors),
            ne(games.id, filter.exceptId),
            eq(games.isGame, 'GAME'),
            eq(games.isMaintenance, false),
            eq(vendors.isMaintenance, false),
            filter.trialOnly ? eq(games.hasTrial, true) : undefined,
          ),
        )
        .orderBy(desc(games.isHot), asc(vendors.sort), asc(games.sort), asc(games.id))
        .limit(filter.limit);
      return rows.map((row) => row.game);
    },
  };
}

export type PlayerGamesRepository = ReturnType<typeof createPlayerGamesRepository>;
