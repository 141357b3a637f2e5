import type { MouseEvent } from 'react';
import { openModal } from '../../lib/modal-store.ts';
import { getSessionState, type SessionState } from './session-state.ts';

/**
 * The action gate of §4.8: member- and agent-centre actions need a real account. A guest gets
 * the login dialog; a trial account gets 'Please Register An Account First'
 * (in_need_true_account). Returns whether the action may go ahead.
 */
export function requireRealAccount(
  session: Pick<SessionState, 'token' | 'isTrial'> = getSessionState(),
): boolean {
  if (!session.token) {
    openModal('login', {});
    return false;
  }
  if (session.isTrial) {
    openModal('realAccountNeeded', {});
    return false;
  }
  return true;
}

/** For a link to a real-account page: stops the navigation when the gate says no. */
export function gateRealAccountLink(event: MouseEvent): void {
  if (!requireRealAccount()) event.preventDefault();
}
