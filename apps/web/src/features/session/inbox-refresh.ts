import type { QueryClient } from '@tanstack/react-query';
import { inboxQueryRoot, inboxUnreadQueryKey } from './api/member-query-keys.ts';

/** A brand-wide broadcast reaches every member at once: each page asks within this window. */
const broadcastSpreadMs = 5_000;

/**
 * `inbox_changed`: with `unread` (the member's own read state or a message to them) the badges
 * take the count at once; without (a broadcast to the brand) the inbox is asked again after a
 * random pause, so a message to 100,000 members does not bring 100,000 requests in one instant.
 */
export function refreshInbox(
  queryClient: QueryClient,
  event: { unread?: unknown; scope?: unknown },
  random: () => number = Math.random,
): void {
  if (typeof event.unread === 'number') {
    queryClient.setQueryData(inboxUnreadQueryKey, { unread: event.unread });
    void queryClient.invalidateQueries({
      queryKey: inboxQueryRoot,
      predicate: (query) => query.queryKey[2] !== 'unread',
    });
    return;
  }
  const delay = event.scope === 'brand' ? Math.floor(random() * broadcastSpreadMs) : 0;
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: inboxQueryRoot }), delay);
}
