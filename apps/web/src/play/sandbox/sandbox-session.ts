import { startSandboxRgsSession } from '@lobby/contracts';
import { apiCall } from '../../lib/api-client.ts';
import type { PlaySession } from '../play-session.ts';
import type { SessionExchange } from '../start-play-session.ts';

/** The vendor and game the launch URL names (`?vendor=SPN&game=golden-temple`). */
export function sandboxGameOfUrl(search: string): { vendor: string; game: string } {
  const params = new URLSearchParams(search);
  return { vendor: params.get('vendor') ?? '', game: params.get('game') ?? '' };
}

/** Opens the game session at the Sandbox RGS instead of the in-house games' server. */
export const exchangeAtSandboxRgs: SessionExchange = async (token) => {
  const view = await apiCall(startSandboxRgsSession, {
    body: { token, ...sandboxGameOfUrl(window.location.search) },
  });
  const language = new URLSearchParams(window.location.search).get('lang') ?? 'en';
  const session: PlaySession = {
    token: view.sessionToken,
    playerId: view.playerId,
    currency: view.unit,
    language,
  };
  return session;
};
