import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@lobby/contracts';
import { usePermission } from '../brand/index.ts';
import { winnerBoardLimit, winnerBoardQueryOptions } from './api/get-winner-board.ts';

/**
 * Keeps the winner board live (issue 5: "updated live") while it is on screen, through the
 * connection of winner-live-connection.ts, fetched after the first render.
 */
export function useWinnerBoardLive(lang: Language): void {
  const queryClient = useQueryClient();
  const merchantCode = usePermission().data?.merchantCode;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let isCancelled = false;
    let close: (() => void) | undefined;
    import('./winner-live-connection.ts')
      .then(({ connectWinnerBoard }) => {
        if (isCancelled) return;
        const { queryKey } = winnerBoardQueryOptions(lang);
        close = connectWinnerBoard({
          queryClient,
          queryKey,
          limit: winnerBoardLimit,
          lang,
          merchantCode,
        });
      })
      // a chunk that failed to load (a deploy in between): the board still shows, only not live
      .catch((error: unknown) => console.warn('live winner board unavailable', error));
    return () => {
      isCancelled = true;
      close?.();
    };
  }, [lang, merchantCode, queryClient]);
}
