import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  launchGamePath,
  originalsPaths,
  type launchGame,
  type PlaySessionView,
  type startPlaySession,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { readSession } from '../../../lib/session-storage.ts';

const launchRoute = routeTo<typeof launchGame>('POST', launchGamePath);
const sessionRoute = routeTo<typeof startPlaySession>('POST', originalsPaths.session);

/** The book's two vendors (docs/sportsbook.md "Vendors"): either session bets on any fixture. */
export const bookVendor = {
  sports: { vassalage: 'LOBBYSB', gameCode: 'sportsbook' },
  esports: { vassalage: 'LOBBYES', gameCode: 'esports' },
} as const;
export type BookKind = keyof typeof bookVendor;

// one kept session per member login and book: another login on this tab starts its own
const storageKey = (memberToken: string, book: BookKind) =>
  `lobby.sportsbook.${book}.${memberToken.slice(0, 12)}`;

/**
 * The book's game session of this tab: kept from an earlier visit, else opened the way any game
 * is (launch LOBBYSB/sportsbook or LOBBYES/esports, then the launch token exchanged at
 * /originals/v1/session). The member's calls carry its token as X-Player-Token.
 */
async function openBookSession(book: BookKind, lang: string): Promise<PlaySessionView> {
  const key = storageKey(readSession().token ?? '', book);
  const kept = sessionStorage.getItem(key);
  if (kept) return JSON.parse(kept) as PlaySessionView;
  const { vassalage, gameCode } = bookVendor[book];
  const launch = await apiCall(launchRoute, {
    body: { vassalage, gameCode, lang: lang as never },
  });
  const session = await apiCall(sessionRoute, { body: { token: launch.token, gameCode } });
  sessionStorage.setItem(key, JSON.stringify(session));
  return session;
}

export const bookSessionKey = ['sportsbook', 'session'] as const;

/** The session, once the member is logged in. */
export function useBookSession(book: BookKind, enabled: boolean) {
  const lang = useCurrentLanguage();
  return useQuery({
    queryKey: [...bookSessionKey, book, readSession().token],
    queryFn: () => openBookSession(book, lang),
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Forgets a session the server no longer knows (game_session_invalid): the next call opens one. */
export function useForgetBookSession(book: BookKind) {
  const queryClient = useQueryClient();
  return () => {
    sessionStorage.removeItem(storageKey(readSession().token ?? '', book));
    void queryClient.invalidateQueries({ queryKey: bookSessionKey });
  };
}
