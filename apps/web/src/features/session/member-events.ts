import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usePermission } from '../brand/index.ts';
import {
  consolidatedQueryKey,
  inboxQueryRoot,
  recordsQueryRoot,
  walletQueryRoot,
} from './api/member-query-keys.ts';
import { useSessionState } from './session-state.ts';

/**
 * The member's live channel (§2.4 socket-event listener, only when logged in): one websocket
 * per logged-in tab (member-events-connection.ts, fetched at the first login); the server
 * pushes JSON events: `balance_changed` refreshes everything that moves with the balance,
 * `contract_offered` the consolidated info (a new offer's dialog), `inbox_changed` the inbox
 * and its unread badges.
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
    // the connection and the inbox's refresh load after the first paint, together
    Promise.all([import('./member-events-connection.ts'), import('./inbox-refresh.ts')])
      .then(([{ connectMemberEvents }, { refreshInbox }]) => {
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
            if (event.type === 'inbox_changed') refreshInbox(queryClient, event);
          },
          onReconnect: () => {
            void refreshMoneyQueries(queryClient);
            void queryClient.invalidateQueries({ queryKey: inboxQueryRoot });
          },
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
