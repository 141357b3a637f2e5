import type { PlaySession } from './play-session.ts';

/**
 * What every in-house game screen receives. Its own file: the registry imports the screens
 * (lazily) and the screens need this type, which would otherwise make them import each other.
 */
export interface GameScreenProps {
  gameCode: string;
  session: PlaySession;
}
