/**
 * Session values the spec keeps (§3): the login token and flags live in sessionStorage (gone
 * when the tab closes); the chosen language lives in localStorage under `lang`.
 */
export const sessionKeys = {
  token: 'token',
  merchantCode: 'merchantCode',
  disclaimerAccept: 'disclaimerAccept',
  userPopupClosed: 'user-popup-closed',
  anonymousPopupClosed: 'anonymous-popup-closed',
  isAgent: 'isAgent',
  isTrial: 'isTrial',
  /** A password login whose password must be changed before the session may be used (§4.3). */
  mustChangePassword: 'mustChangePassword',
  /** Balance shown as asterisks (§4.11). */
  /** The breadcrumb trail of this tab, so a reload keeps it. */
  breadcrumbTrail: 'breadcrumbTrail',
} as const;
export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

function safeStorage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

export function getSessionValue(key: SessionKey): string | null {
  return safeStorage('session')?.getItem(key) ?? null;
}

export function setSessionValue(key: SessionKey, value: string | null): void {
  const storage = safeStorage('session');
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

export function readSession(): { token: string | null; merchantCode: string | null } {
  return { token: getSessionValue('token'), merchantCode: getSessionValue('merchantCode') };
}

/** Values kept in localStorage across visits (§3): the language, and remember-me (§4.3). */
export const localKeys = {
  lang: 'lang',
  rememberedLogin: 'rememberedLogin',
} as const;
export type LocalKey = (typeof localKeys)[keyof typeof localKeys];

export function getLocalValue(key: LocalKey): string | null {
  return safeStorage('local')?.getItem(key) ?? null;
}

export function setLocalValue(key: LocalKey, value: string | null): void {
  const storage = safeStorage('local');
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** The language chosen by the visitor, kept across visits. */
export function getStoredLanguage(): string | null {
  return safeStorage('local')?.getItem('lang') ?? null;
}

export function setStoredLanguage(language: string): void {
  safeStorage('local')?.setItem('lang', language);
  // the server answers the home page's first calls in this language (first-answers.ts)
  document.cookie = `lang=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}
