import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  memberServicePaths,
  type InboxList,
  type listInbox,
  type Language,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { inboxQueryRoot, useSessionState } from '../../session/index.ts';

const listRoute = routeTo<typeof listInbox>('GET', memberServicePaths.inbox);

export interface InboxListParams {
  lang: Language;
  box: 'all' | 'platform';
  pageNo: number;
  pageSize: number;
}

/** GET /wps/member/inbox (token): a page of messages, newest first, with the unread count. */
export function fetchInbox(params: InboxListParams, signal?: AbortSignal): Promise<InboxList> {
  return apiCall(listRoute, { query: { ...params }, signal });
}

export function inboxQueryOptions(params: InboxListParams) {
  return queryOptions({
    queryKey: [...inboxQueryRoot, 'list', params],
    queryFn: ({ signal }) => fetchInbox(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The member's inbox; never asked for a trial account (§4.8). */
export function useInbox(params: InboxListParams) {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({ ...inboxQueryOptions(params), enabled: isLogin && !isTrial });
}
