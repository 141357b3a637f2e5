import { startPlaySession as startPlaySessionEndpoint } from '@lobby/contracts';
import { apiCall } from '../lib/api-client.ts';
import type { PlaySession } from './play-session.ts';

const storageKey = (gameCode: string) => `lobby.play.${gameCode}`;

/** Exchanges a single-use launch token for a game session at a game server. */
export type SessionExchange = (launchToken: string, gameCode: string) => Promise<PlaySession>;

/** The in-house games' exchange: /originals/v1/session. */
const exchangeAtOriginals: SessionExchange = (token, gameCode) =>
  apiCall(startPlaySessionEndpoint, { body: { token, gameCode } });

/**
 * The game session of this page: a reload keeps the one already exchanged (the launch token
 * in the URL is single-use and dead by then); a first visit exchanges the launch token.
 */
export async function startPlaySession(
  gameCode: string,
  exchange: SessionExchange = exchangeAtOriginals,
): Promise<PlaySession> {
  const params = new URLSearchParams(window.location.search);
  const launchToken = params.get('token');
  const kept = sessionStorage.getItem(storageKey(gameCode));
  if (kept) {
    const session = JSON.parse(kept) as PlaySession & { launchToken?: string };
    if (!launchToken || session.launchToken === launchToken) return session;
  }
  const session = await exchange(launchToken ?? '', gameCode);
  sessionStorage.setItem(storageKey(gameCode), JSON.stringify({ ...session, launchToken }));
  return session;
}
