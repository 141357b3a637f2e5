import { getLocalValue, setLocalValue } from '../../lib/session-storage.ts';

/** §4.3: remembered login data lives for one day. */
export const rememberForMs = 24 * 60 * 60 * 1000;

/** The SMS login data kept by remember-me. */
export interface RememberedSms {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * What remember-me keeps (client only, §4.3): the last username, the password under that
 * username, and the SMS login data, until `expiresAt` (ms since the epoch).
 */
export interface RememberedLogin {
  username?: string;
  /** Only ever the password of `username`. */
  password?: string;
  sms?: RememberedSms;
  expiresAt: number;
}

function isRememberedLogin(value: unknown): value is RememberedLogin {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { expiresAt?: unknown }).expiresAt === 'number'
  );
}

/** The remembered data, or null when there is none or its day is over (then it is removed). */
export function readRememberedLogin(now = Date.now()): RememberedLogin | null {
  const text = getLocalValue('rememberedLogin');
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isRememberedLogin(parsed) || parsed.expiresAt <= now) {
    forgetRememberedLogin();
    return null;
  }
  return parsed;
}

/** The remembered password, only when it was remembered under this username. */
export function rememberedPasswordFor(username: string, now = Date.now()): string {
  const remembered = readRememberedLogin(now);
  return remembered?.username === username.trim() ? (remembered.password ?? '') : '';
}

/**
 * After a successful login with remember-me ticked: keeps what this login used (a password
 * login replaces the username and password, an SMS login the SMS data; the other half is kept)
 * for another day.
 */
export function rememberLogin(
  used: { username: string; password: string } | { sms: RememberedSms },
  now = Date.now(),
): void {
  const previous = readRememberedLogin(now);
  const next: RememberedLogin =
    'sms' in used
      ? { ...previous, sms: used.sms, expiresAt: now + rememberForMs }
      : {
          ...previous,
          username: used.username.trim(),
          password: used.password.trim(),
          expiresAt: now + rememberForMs,
        };
  setLocalValue('rememberedLogin', JSON.stringify(next));
}

/** Unticking remember-me (or a login without it) forgets everything it kept. */
export function forgetRememberedLogin(): void {
  setLocalValue('rememberedLogin', null);
}
