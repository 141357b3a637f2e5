import type { GameType } from '@lobby/contracts';
import { isGameType } from './game-type-labels.ts';

/** The game type a game centre or list page shows: ?gameType= when given, else its path. */
export function gameTypeOfPage(pathname: string, search: string, fallback: GameType): GameType {
  const fromQuery = new URLSearchParams(search).get('gameType');
  if (isGameType(fromQuery)) return fromQuery;
  const fromPath = pathname.replace(/^\//, '').toUpperCase();
  return isGameType(fromPath) ? fromPath : fallback;
}
