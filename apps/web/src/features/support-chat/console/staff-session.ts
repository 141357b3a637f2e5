import {
  apiPaths,
  type logInStaff,
  type StaffLoginResult,
  type verifyStaffTwoFactor,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

/**
 * The operator's back-office session on this tab (the staff login of the back office, TOTP
 * step included): its Bearer token lives in sessionStorage, gone with the tab.
 */
const staffTokenKey = 'chatStaffToken';

export function readStaffToken(): string | null {
  try {
    return window.sessionStorage.getItem(staffTokenKey);
  } catch {
    return null;
  }
}

export function saveStaffToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(staffTokenKey);
    else window.sessionStorage.setItem(staffTokenKey, token);
  } catch {
    // storage disabled: the session lasts as long as the page
  }
}

const loginRoute = routeTo<typeof logInStaff>('POST', apiPaths.staffLogin, { encrypted: true });
/** POST /bo/session/login (sealed): the session, or the two-factor step it needs first. */
export const logInOperator = (username: string, password: string): Promise<StaffLoginResult> =>
  apiCall(loginRoute, { body: { username, password } });

const twoFactorRoute = routeTo<typeof verifyStaffTwoFactor>('POST', apiPaths.staffTwoFactor);
/** POST /bo/session/two-factor: the authenticator's code finishes the login. */
export const verifyOperatorCode = (challenge: string, code: string) =>
  apiCall(twoFactorRoute, { body: { challenge, code } });
