import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  memberServicePaths,
  type deleteInboxMessage,
  type InboxUnread,
  type markInboxAllRead,
  type markInboxRead,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { inboxQueryRoot, inboxUnreadQueryKey } from '../../session/index.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

const readRoute = routeTo<typeof markInboxRead>('POST', memberServicePaths.inboxRead);
const readAllRoute = routeTo<typeof markInboxAllRead>('POST', memberServicePaths.inboxReadAll);
const deleteRoute = routeTo<typeof deleteInboxMessage>('DELETE', memberServicePaths.inboxMessage);

/** POST /wps/member/inbox/:id/read (token): answers the new unread count. */
export function markRead(id: number): Promise<InboxUnread> {
  return apiCall(readRoute, { params: { id } });
}

/** POST /wps/member/inbox/read-all (token). */
export function markAllRead(): Promise<InboxUnread> {
  return apiCall(readAllRoute, {});
}

/** DELETE /wps/member/inbox/:id (token): from this member's inbox only. */
export function deleteMessage(id: number): Promise<InboxUnread> {
  return apiCall(deleteRoute, { params: { id } });
}

export type InboxChange = { action: 'read' | 'delete'; id: number } | { action: 'readAll' };

function send(change: InboxChange): Promise<InboxUnread> {
  switch (change.action) {
    case 'read':
      return markRead(change.id);
    case 'delete':
      return deleteMessage(change.id);
    case 'readAll':
      return markAllRead();
    default:
      return change satisfies never;
  }
}

/** Reads, read-all and deletes: the badges take the count the answer carries at once. */
export function useInboxChange() {
  const queryClient = useQueryClient();
  const change = useCallback(
    async (input: InboxChange) => {
      const answer = await send(input);
      queryClient.setQueryData(inboxUnreadQueryKey, answer);
      await queryClient.invalidateQueries({
        queryKey: inboxQueryRoot,
        predicate: (query) => query.queryKey[2] !== 'unread',
      });
      return answer;
    },
    [queryClient],
  );
  return useAsyncAction(change);
}
