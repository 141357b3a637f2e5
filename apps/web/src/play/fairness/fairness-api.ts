import { fairnessPaths, type FairSeedsView } from '@lobby/contracts';
import { playRequest, type PlaySession } from '../play-session.ts';

type Session = Pick<PlaySession, 'token'>;

/** The active seed pair (server seed hashed) and the last revealed one. */
export function fetchFairSeeds(session: Session) {
  return playRequest<FairSeedsView>(session, 'GET', fairnessPaths.seeds);
}

/** Sets the client seed of the active pair. */
export function saveClientSeed(session: Session, clientSeed: string) {
  return playRequest<FairSeedsView>(session, 'PUT', fairnessPaths.clientSeed, {
    body: { clientSeed },
  });
}

/** Reveals the active server seed and starts a new pair. */
export function rotateSeeds(session: Session) {
  return playRequest<FairSeedsView>(session, 'POST', fairnessPaths.rotate, { body: {} });
}
