import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cockfightGameCode,
  cockfightPaths,
  cockfightVendorCode,
  launchGamePath,
  type launchGame,
  type PlaySessionView,
  type startCockfightSession,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { readSession } from '../../../lib/session-storage.ts';

const launchRoute = routeTo<typeof launchGame>('POST', launchGamePath);
const sessionRoute = routeTo<typeof startCockfightSession>('POST', cockfightPaths.session);

// one kept session per member login: another login on this tab starts its own
const storageKey = (memberToken: string) => `lobby.cockfight.${memberToken.slice(0, 12)}`;

/**
 * The cockfight game session of this tab: kept from an earlier visit, else opened the way any
 * game is (the launch token from the catalogue's launch URL, or a launch of LOBBYCF/sabong),
 * then exchanged at /wps/cockfight/session. Bets carry its token.
 */
async function openCockfightSession(lang: string): Promise<PlaySessionView> {
  const memberToken = readSession().token ?? '';
  const kept = sessionStorage.getItem(storageKey(memberToken));
  if (kept) return JSON.parse(kept) as PlaySessionView;
  const fromUrl = new URLSearchParams(window.location.search).get('token');
  const launchToken =
    fromUrl ??
    (
      await apiCall(launchRoute, {
        body: { vassalage: cockfightVendorCode, gameCode: cockfightGameCode, lang: lang as never },
      })
    ).token;
  const session = await apiCall(sessionRoute, {
    body: { token: launchToken, gameCode: cockfightGameCode },
  });
  sessionStorage.setItem(storageKey(memberToken), JSON.stringify(session));
  return session;
}

/** The session, once the member is logged in and cockfight is available to them. */
export function useCockfightSession(enabled: boolean) {
  const lang = useCurrentLanguage();
  return useQuery({
    queryKey: ['cockfight', 'session', readSession().token],
    queryFn: () => openCockfightSession(lang),
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Forgets a session the server no longer knows (game_session_invalid): the next call opens one. */
export function useForgetCockfightSession() {
  const queryClient = useQueryClient();
  return () => {
    sessionStorage.removeItem(storageKey(readSession().token ?? ''));
    void queryClient.invalidateQueries({ queryKey: ['cockfight', 'session'] });
  };
}
