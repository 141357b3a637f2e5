import {
  maxFavourites,
  maxHotGames,
  maxMaintenanceAlternatives,
  type AddFavouriteRequest,
  type FavouriteChangeResponse,
  type Game,
  type GamePage,
  type Language,
  type MemberGamesQuery,
  type SearchGamesQuery,
} from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { pageOf, toGame } from '../catalogue.service.ts';
import { categoryOf, selectorsFor } from '../game-categories.ts';
import type { PlayerGamesRepository, VisibleGame } from './player-games.repository.ts';

/** Who is asking: the brand and the member's id. */
export interface MemberRef {
  merchantId: number;
  memberId: number;
}

function pageAnswer(
  found: { rows: VisibleGame[]; total: number },
  query: { pageNo: number; pageSize: number; lang: Language },
): GamePage {
  return {
    content: found.rows.map((row) => toGame(row.game, row.vendorMaintenance, query.lang)),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: pageOf(found.total, query.pageNo, query.pageSize).totalPages,
    totalCount: found.total,
  };
}

const windowOf = (query: { pageNo: number; pageSize: number }) => ({
  offset: pageOf(0, query.pageNo, query.pageSize).offset,
  limit: query.pageSize,
});

/** Favourites, recent games, search, hot games and maintenance alternatives (§4.10, §7). */
export function createPlayerGames(deps: { repository: PlayerGamesRepository }) {
  const { repository } = deps;

  /** Up to 6 playable games of the game's category, hot first; trial accounts get trial games. */
  async function alternativesFor(
    merchantId: number,
    game: VisibleGame['game'],
    options: { lang: Language; trialOnly?: boolean },
  ): Promise<Game[]> {
    const rows = await repository.playableAlternatives(merchantId, {
      selectors: selectorsFor(categoryOf(game)),
      exceptId: game.id,
      trialOnly: options.trialOnly ?? false,
      limit: maxMaintenanceAlternatives,
    });
    return rows.map((row) => toGame(row, false, options.lang));
  }

  return {
    alternativesFor,

    /** Alternatives of a visible game by id; game_not_found for anything else. */
    async alternatives(merchantId: number, nodeId: number, lang: Language): Promise<Game[]> {
      const found = await repository.findVisibleGame(merchantId, nodeId);
      if (!found) throw new AppError('game_not_found');
      return alternativesFor(merchantId, found.game, { lang });
    },

    favouriteIds: (member: MemberRef) =>
      repository.favouriteIds(member.merchantId, member.memberId),

    async favourites(member: MemberRef, query: MemberGamesQuery): Promise<GamePage> {
      const found = await repository.favouritesPage(
        member.merchantId,
        member.memberId,
        windowOf(query),
      );
      return pageAnswer(found, query);
    },

    /**
     * Adds a favourite; an existing one changes nothing. The game must be visible in the
     * brand, and `vendor`/`gameType`, when sent, must be the game's (else game_not_found).
     */
    async addFavourite(
      member: MemberRef,
      request: AddFavouriteRequest,
    ): Promise<FavouriteChangeResponse> {
      const found = await repository.findVisibleGame(member.merchantId, request.nodeId);
      const game = found?.game;
      if (
        !game ||
        (request.vendor !== undefined && request.vendor !== game.vassalage) ||
        (request.gameType !== undefined &&
          request.gameType !== game.gameType &&
          request.gameType !== categoryOf(game))
      ) {
        throw new AppError('game_not_found');
      }
      const outcome = await repository.addFavourite(
        member.merchantId,
        member.memberId,
        game.id,
        maxFavourites,
      );
      if (outcome === 'full') {
        throw new AppError('favourites_full', { details: { limit: maxFavourites } });
      }
      return {
        nodeId: game.id,
        changed: outcome === 'added',
        favouriteIds: await repository.favouriteIds(member.merchantId, member.memberId),
      };
    },

    /** Removes a favourite; removing one that is not there changes nothing. */
    async removeFavourite(member: MemberRef, nodeId: number): Promise<FavouriteChangeResponse> {
      const changed = await repository.removeFavourite(member.merchantId, member.memberId, nodeId);
      return {
        nodeId,
        changed,
        favouriteIds: await repository.favouriteIds(member.merchantId, member.memberId),
      };
    },

    async recent(member: MemberRef, query: MemberGamesQuery): Promise<GamePage> {
      const found = await repository.recentPage(
        member.merchantId,
        member.memberId,
        windowOf(query),
      );
      return pageAnswer(found, query);
    },

    async search(merchantId: number, query: SearchGamesQuery): Promise<GamePage> {
      return pageAnswer(await repository.search(merchantId, query.q, windowOf(query)), query);
    },

    async hotGames(merchantId: number, lang: Language): Promise<Game[]> {
      const rows = await repository.hotGames(merchantId, maxHotGames);
      return rows.map((row) => toGame(row.game, row.vendorMaintenance, lang));
    },
  };
}

export type PlayerGames = ReturnType<typeof createPlayerGames>;
