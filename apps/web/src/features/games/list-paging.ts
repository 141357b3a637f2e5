import type { Game, GamePage } from '@lobby/contracts';

/** Games per page of the list centres, favourites and recent games ("load more" adds one). */
export const gameListPageSize = 24;

/** The page after `last`, or undefined when it was the last one. */
export function nextPageOf(last: GamePage): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

/**
 * The games of the pages loaded so far, in order; a game that moved onto a later page while
 * paging (the catalogue changed in between) is listed once.
 */
export function gamesOfPages(pages: readonly GamePage[]): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.content) {
      const key = `${game.vassalage}:${game.nodeId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      games.push(game);
    }
  }
  return games;
}

/** Longest search text (contracts: maxGameSearchLength). */
export const maxSearchLength = 40;

/** The search text as sent: trimmed, at most 40 characters; empty means no search. */
export function searchTermOf(input: string): string {
  return input.trim().slice(0, maxSearchLength).trim();
}
