import { z } from 'zod';
import { languageSchema } from '../common/language.ts';
import { gameTypeSchema } from './get-game-menus.ts';
import {
  gameSchema,
  getGamesResponseSchema,
  maxGamesPageNo,
  maxGamesPageSize,
  vendorCodeSchema,
} from './get-games.ts';
import { winnerEntrySchema } from './get-winner-board.ts';
import { launchGamePath, maxMaintenanceAlternatives } from './launch-game.ts';

/**
 * Paths of the launch and player-game calls. `/wps/…` calls and `recentMenu` need a member
 * token; the other `/lgw/…` calls are public. `favourite` and `alternatives` take `:nodeId`.
 */
export const gamePaths = {
  launchGame: launchGamePath,
  favouriteIds: '/wps/games/favourites/ids',
  favourites: '/wps/games/favourites',
  favourite: '/wps/games/favourites/:nodeId',
  recent: '/wps/games/recent',
  /** §7.1 name of the recent list; same answer as `recent`. */
  recentMenu: '/lgw/vn/games/game_menu/recent',
  search: '/lgw/games/search',
  hot: '/lgw/games/hot',
  alternatives: '/lgw/games/:nodeId/alternatives',
  /** Server-Sent Events: the winner board's new entries as they happen. */
  winnersLive: '/lgw/games/winners/live',
} as const;

/** `gamePaths.favourite` / `gamePaths.alternatives` with the id filled in. */
export function gamePathFor(
  path: '/wps/games/favourites/:nodeId' | '/lgw/games/:nodeId/alternatives',
  nodeId: number,
): string {
  return path.replace(':nodeId', String(nodeId));
}

/** Most favourites a member may keep (§4.10); one more is refused with favourites_full. */
export const maxFavourites = 200;

const pageFields = {
  pageNo: z.coerce.number().int().min(1).max(maxGamesPageNo).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxGamesPageSize).default(20),
  lang: languageSchema.default('en'),
};

/** A page of the member's favourites or recent games; answered with `gamePageSchema`. */
export const memberGamesQuerySchema = z.object(pageFields);
export type MemberGamesQuery = z.infer<typeof memberGamesQuerySchema>;

/** The game page shape shared with `/lgw/games`: `{content, pageNum, pageSize, totalPages, totalCount}`. */
export const gamePageSchema = getGamesResponseSchema;
export type GamePage = z.infer<typeof gamePageSchema>;

/** The member's favourite game ids (nodeIds), newest first. */
export const favouriteIdsResponseSchema = z.array(z.number().int());
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

/**
 * Add a favourite (§7.3: nodeId, vendor, gameType). `vendor`/`gameType` are accepted for the
 * shared client's sake and must match the game when given. Adding an existing one does nothing.
 */
export const addFavouriteRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  vendor: vendorCodeSchema.optional(),
  gameType: gameTypeSchema.optional(),
});
export type AddFavouriteRequest = z.infer<typeof addFavouriteRequestSchema>;

export const favouriteParamsSchema = z.object({ nodeId: z.coerce.number().int().positive() });

/** Answer of add and remove: whether anything changed, and the ids now favourited. */
export const favouriteChangeResponseSchema = z.object({
  nodeId: z.number().int(),
  /** false when the game was already a favourite (add) or was not one (remove). */
  changed: z.boolean(),
  favouriteIds: favouriteIdsResponseSchema,
});
export type FavouriteChangeResponse = z.infer<typeof favouriteChangeResponseSchema>;

/** Longest search text. */
export const maxGameSearchLength = 40;

/** Games whose name (any language) or code contains `q`, case-insensitive. */
export const searchGamesQuerySchema = z.object({
  q: z.string().trim().min(1).max(maxGameSearchLength),
  ...pageFields,
});
export type SearchGamesQuery = z.infer<typeof searchGamesQuerySchema>;

export const gameLangQuerySchema = z.object({ lang: languageSchema.default('en') });
export type GameLangQuery = z.infer<typeof gameLangQuerySchema>;

/** Most hot games returned (§7.2 getHotGameList). */
export const maxHotGames = 50;

/** Hot games (isHot) of active vendors and games, in vendor-sorting order (at most 50). */
export const hotGamesResponseSchema = z.array(gameSchema).max(maxHotGames);
export type HotGamesResponse = z.infer<typeof hotGamesResponseSchema>;

export const alternativesParamsSchema = favouriteParamsSchema;
/** Up to 6 playable games of the same category as a game under maintenance, hot first. */
export const alternativesResponseSchema = z.array(gameSchema).max(maxMaintenanceAlternatives);
export type AlternativesResponse = z.infer<typeof alternativesResponseSchema>;

/** Live winner board query (SSE); `lang` picks the game name language. */
export const winnersLiveQuerySchema = gameLangQuerySchema;

/**
 * Server-Sent Events of `gamePaths.winnersLive`: `event: winner` with `data:` one
 * `WinnerEntry` JSON per new win; `: ping` comments every 25 s keep the line open. Too many
 * connections from one address → 429 with the error envelope.
 */
export const winnerLiveEventName = 'winner';
export const winnerLiveEventSchema = winnerEntrySchema;
export type WinnerLiveEvent = z.infer<typeof winnerLiveEventSchema>;
