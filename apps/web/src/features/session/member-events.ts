import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CatchUpKind } from '@lobby/contracts';
import { openModal } from '../../lib/modal-store.ts';
import { usePermission } from '../brand/index.ts';
import {
  consolidatedQueryKey,
  messagesQueryRoot,
  recordsQueryRoot,
  referralsQueryRoot,
  rewardsQueryRoot,
  walletQueryRoot,
} from './api/member-query-keys.ts';
import type { MemberEvent } from './member-events-connection.ts';
import { dropSession } from './session-lifecycle.ts';
import { useSessionState } from './session-state.ts';

/**
 * The member's live channel (§2.4 socket-event listener, only when logged in): one websocket
 * per logged-in tab (member-events-connection.ts, fetched at the first login). This is the one
 * place that listens: each event refetches the queries it names (`queriesFor`), a catch-up
 * after a reconnect the queries of each kind that changed meanwhile, and a forced logout ends
 * the session here and opens the login dialog with the reason.
 */

/** Everything that moves with the member's money: the wallet and the records queries. */
const moneyQueries: readonly QueryKey[] = [walletQueryRoot, recordsQueryRoot];

const queriesOfKind = {
  balance: moneyQueries,
  rewards: [rewardsQueryRoot],
  messages: [messagesQueryRoot],
  referrals: [referralsQueryRoot],
} satisfies Record<CatchUpKind, readonly QueryKey[]>;

/** The query roots an event makes stale (none for pings and logouts). */
export function queriesFor(event: MemberEvent): readonly QueryKey[] {
  switch (event.type) {
    case 'balance_changed':
      return moneyQueries;
    case 'rewards_changed':
      return queriesOfKind.rewards;
    case 'referrals_changed':
      return queriesOfKind.referrals;
    // an upline offered a contract: the consolidated info opens the dialog (§2.4)
    case 'contract_offered':
      return [consolidatedQueryKey];
    case 'catch_up':
      return event.changed.flatMap((kind) => queriesOfKind[kind]);
    case 'ping':
    case 'logged_out':
      return [];
    default:
      return event satisfies never;
  }
}

async function refresh(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Hands one event to the page: refetches, or ends a session ended elsewhere. */
export function handleMemberEvent(queryClient: QueryClient, event: MemberEvent): void {
  if (event.type === 'logged_out') {
    dropSession(queryClient);
    openModal('login', { loggedOutReason: event.reason });
    return;
  }
  void refresh(queryClient, queriesFor(event));
}

/** Everything the channel feeds: after a reconnect that could not ask for a catch-up. */
const everythingLive = Object.values(queriesOfKind).flat();

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
          onEvent: (event) => handleMemberEvent(queryClient, event),
          onReconnect: () => void refresh(queryClient, everythingLive),
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
