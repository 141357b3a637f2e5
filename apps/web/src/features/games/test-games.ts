import type { Game, GamePage } from '@lobby/contracts';

/** A catalogue game for the web tests, with these differences. */
export function testGame(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameCode: `game-${nodeId}`,
    vassalage: 'LOBBY',
    gameType: 'RNG',
    displayName: `Game ${nodeId}`,
    isGame: 'GAME',
    isHot: 0,
    lagerIcon: null,
    showIcon: null,
    iconUrl: `/icons/game-${nodeId}.png`,
    isMaintenance: false,
    hasTrial: false,
    ...overrides,
  };
}

/** One page of a game list answer. */
export function testGamePage(
  games: Game[],
  pageNum = 1,
  totalPages = 1,
  totalCount?: number,
): GamePage {
  return {
    content: games,
    pageNum,
    pageSize: 24,
    totalPages,
    totalCount: totalCount ?? games.length,
  };
}
