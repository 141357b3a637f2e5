import type { GameType } from '@lobby/contracts';

/**
 * Text keys (namespace `common`) of names the app shows in many places. Spelled out one by
 * one so every key can be found in the source (i18n.test.ts checks none is unused).
 */
export const gameTypeTitleKeys: Record<GameType, string> = {
  LIVE: 'common:gameType.LIVE',
  RNG: 'common:gameType.RNG',
  PVP: 'common:gameType.PVP',
  FISH: 'common:gameType.FISH',
  SPORTS: 'common:gameType.SPORTS',
  ESPORTS: 'common:gameType.ESPORTS',
  LOTT: 'common:gameType.LOTT',
  ELOTT: 'common:gameType.ELOTT',
  COCKFIGHT: 'common:gameType.COCKFIGHT',
  ARCADE: 'common:gameType.ARCADE',
};

/** True when `value` names a game type (a ?gameType= or a path segment). */
export function isGameType(value: string | null | undefined): value is GameType {
  return value !== null && value !== undefined && value in gameTypeTitleKeys;
}
