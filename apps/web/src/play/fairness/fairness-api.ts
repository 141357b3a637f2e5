import { getFairSeeds, rotateFairSeeds, setClientSeed } from '@lobby/contracts';
import { playCall, type PlaySession } from '../play-session.ts';

type Session = Pick<PlaySession, 'token'>;

/** The active seed pair (server seed hashed) and the last revealed one. */
export function fetchFairSeeds(session: Session) {
  return playCall(session, getFairSeeds);
}

/** Sets the client seed of the active pair. */
export function saveClientSeed(session: Session, clientSeed: string) {
  return playCall(session, setClientSeed, { body: { clientSeed } });
}

/** Reveals the active server seed and starts a new pair. */
export function rotateSeeds(session: Session) {
  return playCall(session, rotateFairSeeds, { body: {} });
}
