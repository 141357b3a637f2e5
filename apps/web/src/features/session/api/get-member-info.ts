import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type MemberInfo, type getMemberInfo } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useSessionState } from '../session-state.ts';

const getMemberInfoRoute = routeTo<typeof getMemberInfo>('GET', apiPaths.memberInfo);

/**
 * The root key of every query whose answer belongs to the logged-in account: logging in or
 * out removes them all, so nothing of one session leaks into the next.
 */
export const sessionQueryRoot = ['session'] as const;

/** GET /wps/member/info (token): who is logged in, and the flags of §3 (isAgent, isTrial…). */
export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiCall(getMemberInfoRoute, { signal });
}

/** Keyed by the token, so a new session never reads the last one's answer. */
export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'member-info', token],
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * The member info of the session's token (idle without one, and while a forced password
 * change holds the token: the server refuses everything else until then).
 */
export function useMemberInfo() {
  const { token, mustChangePassword } = useSessionState();
  const options = memberInfoQueryOptions(token);
  return useQuery({ ...options, enabled: token !== null && !mustChangePassword });
}
