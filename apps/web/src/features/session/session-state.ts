import { useSyncExternalStore } from 'react';
import { getSessionValue, setSessionValue } from '../../lib/session-storage.ts';

/**
 * The login state of §4.2 as the rest of the app reads it. The token (and the agent/trial
 * flags) live in sessionStorage, so a reload keeps them; `isLogin` becomes true once the
 * member info for the token has loaded (the session bootstrap), so the flags a reload finds
 * are only a first guess until then.
 */
export interface SessionState {
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  /**
   * A password login with an expired or weak default password (§4.3 step 5): the token is
   * held only to change the password; the login finishes after the change.
   */
  mustChangePassword: boolean;
}

function readStoredState(): SessionState {
  return {
    token: getSessionValue('token'),
    isLogin: false,
    isAgent: getSessionValue('isAgent') === 'true',
    isTrial: getSessionValue('isTrial') === 'true',
    mustChangePassword: getSessionValue('mustChangePassword') === 'true',
  };
}

let state: SessionState = readStoredState();
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The current login state, outside React. */
export function getSessionState(): SessionState {
  return state;
}

/** Changes the login state and keeps the token and flags in the session. */
export function updateSessionState(patch: Partial<SessionState>): void {
  const next = { ...state, ...patch };
  setSessionValue('token', next.token);
  setSessionValue('isAgent', next.isAgent ? 'true' : null);
  setSessionValue('isTrial', next.isTrial ? 'true' : null);
  setSessionValue('mustChangePassword', next.mustChangePassword ? 'true' : null);
  emit(next);
}

/** Logout (§4.2): forgets the token and the flags; the merchant code stays. */
export function clearSessionState(): void {
  updateSessionState({
    token: null,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    mustChangePassword: false,
  });
}

/** Re-reads the session (tests, and a token handed over in the URL). */
export function reloadSessionState(): void {
  emit(readStoredState());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The login state; re-renders when it changes. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState);
}
