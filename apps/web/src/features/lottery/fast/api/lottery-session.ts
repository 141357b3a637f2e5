import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  launchGamePath,
  originalsPaths,
  type launchGame,
  type PlaySessionView,
  type startPlaySession,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../../lib/language.ts';
import { readSession } from '../../../../lib/session-storage.ts';

const launchRoute = routeTo<typeof launchGame>('POST', launchGamePath);
const sessionRoute = routeTo<typeof startPlaySession>('POST', originalsPaths.session);

/** The fast games' vendor (docs/lottery.md): its games run on the in-house provider. */
export const fastLotteryVendor = 'ELOTT';

// one kept session per member login and game: another login on this tab starts its own
const storageKey = (memberToken: string, code: string) =>
  `lobby.lottery.${code}.${memberToken.slice(0, 12)}`;

/**
 * The game session of this tab for one fast game, opened the way any game is: a launch of
 * ELOTT/<code> (the catalogue's launch), then the exchange at /originals/v1/session. Bets
 * carry its token (X-Player-Token).
 */
async function openLotterySession(code: string, lang: string): Promise<PlaySessionView> {
  const memberToken = readSession().token ?? '';
  const kept = sessionStorage.getItem(storageKey(memberToken, code));
  if (kept) return JSON.parse(kept) as PlaySessionView;
  const { token } = await apiCall(launchRoute, {
    body: { vassalage: fastLotteryVendor, gameCode: code, lang: lang as never },
  });
  const session = await apiCall(sessionRoute, { body: { token, gameCode: code } });
  sessionStorage.setItem(storageKey(memberToken, code), JSON.stringify(session));
  return session;
}

export function useLotterySession(code: string, enabled: boolean) {
  const lang = useCurrentLanguage();
  return useQuery({
    queryKey: ['lottery', 'session', code, readSession().token],
    queryFn: () => openLotterySession(code, lang),
    enabled,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Forgets a session the server no longer knows (game_session_invalid). */
export function useForgetLotterySession(code: string) {
  const queryClient = useQueryClient();
  return () => {
    sessionStorage.removeItem(storageKey(readSession().token ?? '', code));
    void queryClient.invalidateQueries({ queryKey: ['lottery', 'session', code] });
  };
}
