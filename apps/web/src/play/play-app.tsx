import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { errorMessageKey } from '../lib/api-error-text.ts';
import { gameScreens, sessionExchanges } from './game-registry.ts';
import { startPlaySession } from './start-play-session.ts';
import type { PlaySession } from './play-session.ts';

/** The game code from /play/<gameCode>. */
function gameCodeOfPath(pathname: string): string {
  return decodeURIComponent(pathname.replace(/^\/play\/?/, '').split('/')[0] ?? '');
}

/**
 * Exchanges the launch token of the URL for a game session (once: the launch token dies),
 * then shows the game's screen.
 */
export function PlayApp() {
  const { t } = useTranslation('originals');
  const gameCode = gameCodeOfPath(window.location.pathname);
  const [session, setSession] = useState<PlaySession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    startPlaySession(gameCode, sessionExchanges[gameCode]).then(
      (started) => !cancelled && setSession(started),
      (error: unknown) =>
        !cancelled &&
        setFailure(error instanceof ApiError ? `errors:${errorMessageKey(error)}` : 'startFailed'),
    );
    return () => {
      cancelled = true;
    };
  }, [gameCode]);

  const Screen = gameScreens[gameCode];
  if (!Screen) return <p role="alert">{t('unknownGame')}</p>;
  if (failure) return <p role="alert">{t(failure)}</p>;
  if (!session) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
      <Screen gameCode={gameCode} session={session} />
    </Suspense>
  );
}
