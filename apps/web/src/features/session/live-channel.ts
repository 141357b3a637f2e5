import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CatchUpKind } from '@lobby/contracts';
import { openModal } from '../../lib/modal-store.ts';
import {
  consolidatedQueryKey,
  inboxQueryRoot,
  recordsQueryRoot,
  referralsQueryRoot,
  rewardsQueryRoot,
  walletQueryRoot,
} from './api/member-query-keys.ts';
import { refreshInbox } from './inbox-refresh.ts';
import { connectMemberEvents, type MemberEvent } from './member-events-connection.ts';
import { dropSession } from './session-lifecycle.ts';

/**
 * What the page does with each event of the live channel: the one listener (loaded with the
 * connection after the first login, so a guest's first load carries neither). Each event
 * refetches the queries it names (`queriesFor`), a catch-up after a reconnect the queries of
 * each kind that changed meanwhile, and a forced logout ends the session here and opens the
 * login dialog with the reason.
 */

/** Everything that moves with the member's money: the wallet and the records queries. */
const moneyQueries: readonly QueryKey[] = [walletQueryRoot, recordsQueryRoot];

const queriesOfKind = {
  balance: moneyQueries,
  rewards: [rewardsQueryRoot],
  messages: [inboxQueryRoot],
  referrals: [referralsQueryRoot],
} satisfies Record<CatchUpKind, readonly QueryKey[]>;

/** Everything the channel feeds: after a reconnect that could not ask for a catch-up. */
const everythingLive = Object.values(queriesOfKind).flat();

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
    // the inbox sets its unread count or spreads a broadcast's refetches (inbox-refresh.ts)
    case 'inbox_changed':
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
  if (event.type === 'inbox_changed') {
    refreshInbox(queryClient, event);
    return;
  }
  void refresh(queryClient, queriesFor(event));
}

/** Opens the member's live channel for this page; returns the function that closes it. */
export function openLiveChannel(
  queryClient: QueryClient,
  session: { token: string; merchantCode: string },
): () => void {
  return connectMemberEvents({
    ...session,
    onEvent: (event) => handleMemberEvent(queryClient, event),
    onReconnect: () => void refresh(queryClient, everythingLive),
  });
}
