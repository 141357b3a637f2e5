import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePermission } from '../brand/index.ts';
import { useSessionState } from './session-state.ts';

/**
 * The member's live channel (§2.4 socket-event listener, only when logged in): one websocket
 * per logged-in tab. The connection (member-events-connection.ts) and the one listener that
 * acts on its events (live-channel.ts) are fetched at the first login, so a guest's first
 * load carries neither.
 */

/**
 * Keeps the live channel open while someone is logged in (trial accounts too: their play
 * money moves as well); closes it on logout or when the token changes.
 */
export function useMemberEvents(): void {
  const queryClient = useQueryClient();
  const { isLogin, token } = useSessionState();
  const merchantCode = usePermission().data?.merchantCode ?? null;
  useEffect(() => {
    if (!isLogin || !token || !merchantCode || typeof WebSocket === 'undefined') return;
    let isCancelled = false;
    let close: (() => void) | undefined;
    import('./live-channel.ts')
      .then(({ openLiveChannel }) => {
        if (isCancelled) return;
        close = openLiveChannel(queryClient, { token, merchantCode });
      })
      // a chunk that failed to load (a deploy in between): the page still works, only not live
      .catch((error: unknown) => console.warn('live channel unavailable', error));
    return () => {
      isCancelled = true;
      close?.();
    };
  }, [isLogin, token, merchantCode, queryClient]);
}
