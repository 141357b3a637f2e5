import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { exchangeHandoff } from '../features/session/api/exchange-handoff.ts';
import { useMemberInfo } from '../features/session/api/get-member-info.ts';
import { isModalOpen, openModal } from '../lib/modal-store.ts';
import {
  applyMemberInfo,
  dropSession,
  startSession,
} from '../features/session/session-lifecycle.ts';
import { getSessionState, useSessionState } from '../features/session/session-state.ts';

/** The query parameter that carries a one-time hand-off code (§4.2). */
export const handoffParam = 'token';

/** Hand-off codes already taken from the URL: each is exchanged once, even if React re-runs. */
const exchangedCodes = new Set<string>();

/**
 * A `?token=` in the address is a one-time hand-off code (§4.2): it leaves the address bar at
 * once (history replace, the other parameters kept, so neither a reload nor the history
 * offers it again), then is exchanged for a session. A code that fails leaves things as they
 * were.
 */
function useHandoffCode(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get(handoffParam);
    if (code === null) return;
    params.delete(handoffParam);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (code === '' || exchangedCodes.has(code)) return;
    exchangedCodes.add(code);
    exchangeHandoff(code)
      .then((success) => startSession(success.token, queryClient))
      .catch((error: unknown) => console.warn('hand-off code refused', error));
  }, [pathname, search, hash, navigate, queryClient]);
}

/**
 * Keeps the login state in step with the token (§4.2): member info loaded for the token sets
 * isLogin, isAgent and isTrial; a 401 means the token is dead and the session is cleared. A
 * session held for a forced password change (a reload in the middle of it) shows the change
 * dialog again.
 */
function useMemberInfoSync(): void {
  const queryClient = useQueryClient();
  const { token, mustChangePassword } = useSessionState();
  const info = useMemberInfo();
  useEffect(() => {
    if (info.data && getSessionState().token) applyMemberInfo(info.data);
  }, [info.data]);
  useEffect(() => {
    if (info.error instanceof ApiError && info.error.status === 401) dropSession(queryClient);
  }, [info.error, queryClient]);
  useEffect(() => {
    if (token && mustChangePassword && !isModalOpen('changePassword'))
      openModal('changePassword', { forced: true });
  }, [token, mustChangePassword]);
}

/** The session start-up, mounted once around every route: hand-off codes and member info. */
export function SessionBootstrap() {
  useHandoffCode();
  useMemberInfoSync();
  return null;
}
