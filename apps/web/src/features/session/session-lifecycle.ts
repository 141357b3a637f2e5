import type { QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@lobby/contracts';
import {
  fetchMemberInfo,
  memberInfoQueryOptions,
  sessionQueryRoot,
} from './api/get-member-info.ts';
import { logout } from './api/logout.ts';
import { markFirstLogin } from './api/mark-first-login.ts';
import { clearSessionState, getSessionState, updateSessionState } from './session-state.ts';

/**
 * The session's beginning and end (§4.2, §4.3), shared by every way in (password, SMS, second
 * step, trial, registration, hand-off) and out (logout, a dead token).
 */

/** Queries that answer differently once someone logs in or out (besides the session's own). */
const audienceQueryKeys = [['content', 'announcements']] as const;

function forgetSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: sessionQueryRoot });
  for (const queryKey of audienceQueryKeys) void queryClient.invalidateQueries({ queryKey });
}

/** Sets the login flags of §4.2 from loaded member info. */
export function applyMemberInfo(info: MemberInfo): void {
  updateSessionState({ isLogin: true, isAgent: info.isAgent, isTrial: info.isTrial });
}

/**
 * Stores a fresh session token and finishes the login (§4.3 steps 4 and 6): loads the member
 * info (which sets isLogin, isAgent, isTrial) and runs the first-login action when
 * firstTimeLogin is set. If the member info cannot be loaded the token is dropped again, so a
 * failed login leaves no half-made session.
 */
export async function startSession(token: string, queryClient: QueryClient): Promise<MemberInfo> {
  updateSessionState({
    token,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    mustChangePassword: false,
  });
  forgetSessionQueries(queryClient);
  let info: MemberInfo;
  try {
    info = await queryClient.fetchQuery(memberInfoQueryOptions(token));
  } catch (error) {
    clearSessionState();
    throw error;
  }
  applyMemberInfo(info);
  if (info.firstTimeLogin) {
    // the flag in the cached info stays true for this session: the announcement popup
    // shows first-login items (execution F) to it (§4.6)
    await markFirstLogin().catch(() => undefined);
  }
  return info;
}

/**
 * §4.3 step 5: the password must be changed before the login finishes. The token is kept
 * (the change-password call needs it) but the session is not logged in yet.
 */
export function holdSessionForPasswordChange(token: string, queryClient: QueryClient): void {
  updateSessionState({
    token,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    mustChangePassword: true,
  });
  forgetSessionQueries(queryClient);
}

/**
 * After the password was changed (§4.5: "reload login info"): lifts the hold of a forced
 * change, loads the member info again and runs the first-login action when it is due.
 */
export async function reloadSession(queryClient: QueryClient): Promise<MemberInfo | null> {
  const { token } = getSessionState();
  if (!token) return null;
  updateSessionState({ mustChangePassword: false });
  const info = await queryClient.fetchQuery({
    ...memberInfoQueryOptions(token),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    staleTime: 0,
  });
  applyMemberInfo(info);
  // a forced change is often the very first login (an agent's new downline)
  if (info.firstTimeLogin) await markFirstLogin().catch(() => undefined);
  return info;
}

/**
 * Logout (§4.2): revokes the token on the server (a network failure does not keep anyone
 * logged in), clears the session but keeps the merchant code, and forgets the session's
 * queries. The caller closes its dialog and goes to /index.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  if (getSessionState().token) await logout().catch(() => undefined);
  dropSession(queryClient);
}

/** Forgets a session the server no longer knows (a 401): no logout call, just clear. */
export function dropSession(queryClient: QueryClient): void {
  clearSessionState();
  forgetSessionQueries(queryClient);
}
