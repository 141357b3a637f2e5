import type { Announcement } from '@lobby/contracts';
import { getSessionValue, setSessionValue, type SessionKey } from '../../lib/session-storage.ts';

/**
 * The announcement popup (§4.6): after a login-state change the announcements are fetched and
 * shown when some match the state; once closed they stay closed for the session, with one
 * flag for guests and one for members.
 */
export type PopupAudience = 'anonymous' | 'user';

export function popupAudienceOf(session: { token: string | null }): PopupAudience {
  return session.token ? 'user' : 'anonymous';
}

const closedFlags: Record<PopupAudience, SessionKey> = {
  anonymous: 'anonymous-popup-closed',
  user: 'user-popup-closed',
};

export function isPopupClosed(audience: PopupAudience): boolean {
  return getSessionValue(closedFlags[audience]) === 'true';
}

export function markPopupClosed(audience: PopupAudience): void {
  setSessionValue(closedFlags[audience], 'true');
}

/**
 * Items for the audience by execution: B for guests; A for members, plus F for a member's
 * first login. The server already filters; this keeps a stale or mixed answer out of the popup.
 */
export function popupItemsFor(
  items: readonly Announcement[],
  audience: PopupAudience,
  isFirstLogin = false,
): Announcement[] {
  return items.filter((item) => {
    if (audience === 'anonymous') return item.execution === 'B';
    return item.execution === 'A' || (isFirstLogin && item.execution === 'F');
  });
}

/** Whether the popup opens now: disclaimer done, items to show, not closed this session. */
export function shouldOpenPopup(input: {
  disclaimerPending: boolean;
  items: readonly Announcement[] | undefined;
  audience: PopupAudience;
  isFirstLogin?: boolean;
}): boolean {
  if (input.disclaimerPending || !input.items) return false;
  if (isPopupClosed(input.audience)) return false;
  return popupItemsFor(input.items, input.audience, input.isFirstLogin).length > 0;
}
