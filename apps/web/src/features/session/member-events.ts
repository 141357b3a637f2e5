import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usePermission } from '../brand/index.ts';
import {
  consolidatedQueryKey,
  recordsQueryRoot,
  walletQueryRoot,
} from './api/member-query-keys.ts';
import { useSessionState } from './session-state.ts';

/**
 * The member's live channel (§2.4 socket-event listener, only when logged in): one websocket
 * per logged-in tab (member-events-connection.ts, fetched at the first login); the server
 * pushes JSON events: `balance_changed` refreshes everything that moves with the balance,
 * `contract_offered` the consolidated info (a new offer's dialog).
 */

/** Everything that moves with the member's money: the wallet and the records queries. */
export async function refreshMoneyQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryRoot }),
    queryClient.invalidateQueries({ queryKey: recordsQueryRoot }),
  ]);
}

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
    import('./member-events-connection.ts')
      .then(({ connectMemberEvents }) => {
        if (isCancelled) return;
        close = connectMemberEvents({
          token,
          merchantCode,
          onEvent: (event) => {
            if (event.type === 'balance_changed') void refreshMoneyQueries(queryClient);
            // an upline offered a contract: the consolidated info opens the dialog (§2.4)
            if (event.type === 'contract_offered') {
              void queryClient.invalidateQueries({ queryKey: consolidatedQueryKey });
            }
          },
          onReconnect: () => void refreshMoneyQueries(queryClient),
        });
      })
      // a chunk that failed to load (a deploy in between): the page still works, only not live
      .catch((error: unknown) => console.warn('live channel unavailable', error));
    return () => {
      isCancelled = true;
      close?.();
    };
  }, [isLogin, token, merchantCode, queryClient]);
}
