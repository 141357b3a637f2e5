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
 * Items for the audience by execution: B for guests; A and F for members. Whether F applies
 * (a first login) is the server's call, made per session; this keeps a stale answer of the
 * other audience (a guest list cached across the login) out of the popup.
 */
export function popupItemsFor(
  items: readonly Announcement[],
  audience: PopupAudience,
): Announcement[] {
  return items.filter((item) =>
    audience === 'anonymous' ? item.execution === 'B' : item.execution !== 'B',
  );
}

/** Whether the popup opens now: disclaimer done, items to show, not closed this session. */
export function shouldOpenPopup(input: {
  disclaimerPending: boolean;
  items: readonly Announcement[] | undefined;
  audience: PopupAudience;
}): boolean {
  if (input.disclaimerPending || !input.items) return false;
  if (isPopupClosed(input.audience)) return false;
  return popupItemsFor(input.items, input.audience).length > 0;
}
