/**
 * The guest's chat token, kept in this browser (localStorage) so a reload or a new tab finds
 * the conversation again; a member's conversation needs none (it follows the login).
 */
const guestTokenKey = 'chatGuestToken';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the guest chat lasts as long as the page
  }
}

export function readGuestToken(): string | null {
  return storage()?.getItem(guestTokenKey) ?? null;
}

export function saveGuestToken(token: string | null): void {
  if (token === null) storage()?.removeItem(guestTokenKey);
  else storage()?.setItem(guestTokenKey, token);
}
