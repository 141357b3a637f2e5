import { getSessionValue, setSessionValue } from '../../lib/session-storage.ts';

/**
 * The disclaimer (§4.6) shows on first load unless accepted in this browser session; the
 * acceptance is the session value `disclaimerAccept`, so it survives reloads and is copied
 * into pages the site opens, and is gone in a new session.
 */
export function isDisclaimerAccepted(): boolean {
  return getSessionValue('disclaimerAccept') === 'true';
}

export function acceptDisclaimer(): void {
  setSessionValue('disclaimerAccept', 'true');
}
