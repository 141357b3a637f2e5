import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberServicePaths, type getInboxUnread, type InboxUnread } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { inboxUnreadQueryKey, useSessionState } from '../../session/index.ts';

const unreadRoute = routeTo<typeof getInboxUnread>('GET', memberServicePaths.inboxUnread);

/** GET /wps/member/inbox/unread (token): the unread message count (§7). */
export function fetchInboxUnread(signal?: AbortSignal): Promise<InboxUnread> {
  return apiCall(unreadRoute, { signal });
}

export function inboxUnreadQueryOptions() {
  return queryOptions({
    queryKey: inboxUnreadQueryKey,
    queryFn: ({ signal }) => fetchInboxUnread(signal),
    staleTime: 60_000,
  });
}

/**
 * The unread count behind the header's, the side menu's and the messageV2 badges. Never asked
 * for a trial account (§4.8: the unread call is skipped for them).
 */
export function useInboxUnread() {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({ ...inboxUnreadQueryOptions(), enabled: isLogin && !isTrial });
}
