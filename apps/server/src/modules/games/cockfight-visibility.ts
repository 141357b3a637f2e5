import type { GameCategory, GetGamesResponse } from '@lobby/contracts';

/**
 * Whether cockfight is shown to a caller: the cockfight module's legal switch for the brand and
 * the caller's country (docs/cockfight.md "Legal switch"), given to the catalogue by the app.
 */
export type CockfightShown = (merchantId: number, ip: string) => Promise<boolean>;

/** The game menus without the COCKFIGHT category (nav, side menu, home rows). */
export function menusWithoutCockfight(menus: GameCategory[]): GameCategory[] {
  return menus.filter((category) => category.gameType !== 'COCKFIGHT');
}

/** A games page without cockfight games; a page asked for cockfight alone is empty. */
export function gamesWithoutCockfight(
  page: GetGamesResponse,
  askedCockfight: boolean,
): GetGamesResponse {
  if (askedCockfight) return { ...page, content: [], totalPages: 0, totalCount: 0 };
  const content = page.content.filter((game) => game.gameType !== 'COCKFIGHT');
  const hidden = page.content.length - content.length;
  return { ...page, content, totalCount: page.totalCount - hidden };
}
