import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP "device cookies" against account lockout): after a successful login
 * the browser gets an entry `<expires>.<HMAC(account, expires)>` for that account, kept with
 * up to four entries of other accounts in one HttpOnly cookie. An entry names no account: it
 * only vouches for one when the server recomputes the HMAC. Nothing is stored server-side.
 */
export interface DeviceTrust {
  /** Whether the Cookie header carries a valid, unexpired entry for `account`. */
  vouchesFor(cookieHeader: string | undefined, account: string): boolean;
  /** The Set-Cookie header value that adds (or renews) `account`'s entry. */
  remember(cookieHeader: string | undefined, account: string, secure: boolean): string;
}

export interface DeviceTrustOptions {
  hmacKey: Buffer;
  /** The cookie's name, one per door (members, staff). */
  cookieName: string;
  /** The path the cookie is sent to: the login calls only. */
  path: string;
  lifetimeDays?: number;
  now?: () => Date;
}

const maxEntries = 5;
const entryPattern = /^(\d{1,12})\.([\w-]{22})$/;

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The account a device cookie names, bound to the account's current password hash: a changed
 * or reset password (a new hash, a new salt) makes every cookie issued before it vouch for
 * nothing, with nothing stored server-side. The hash only feeds the HMAC; it never leaves.
 */
export function deviceAccountOf(
  door: 'member' | 'staff',
  account: { merchantId: number; id: number; passwordHash: string | null },
): string {
  return `${door}:${account.merchantId}:${account.id}:${account.passwordHash ?? ''}`;
}

/** Signed device cookies for one login door. */
export function createDeviceTrust(options: DeviceTrustOptions): DeviceTrust {
  const { cookieName, path, lifetimeDays = 90, now = () => new Date() } = options;
  const key = Buffer.from(hkdfSync('sha256', options.hmacKey, Buffer.alloc(0), 'device-trust', 32));
  const sign = (account: string, expires: string) =>
    createHmac('sha256', key)
      .update(`${cookieName}|${account}|${expires}`)
      .digest('base64url')
      .slice(0, 22);

  const entriesOf = (header: string | undefined) =>
    (readCookie(header, cookieName) ?? '').split('~').filter((entry) => entryPattern.test(entry));

  function isFor(entry: string, account: string, nowSeconds: number): boolean {
    const [, expires = '', mac = ''] = entryPattern.exec(entry) ?? [];
    if (Number(expires) <= nowSeconds) return false;
    const expected = Buffer.from(sign(account, expires));
    return timingSafeEqual(Buffer.from(mac), expected);
  }

  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    vouchesFor(header, account) {
      const at = nowSeconds();
      return entriesOf(header).some((entry) => isFor(entry, account, at));
    },

    remember(header, account, secure) {
      const at = nowSeconds();
      const maxAge = lifetimeDays * 86_400;
      const expires = String(at + maxAge);
      const others = entriesOf(header).filter(
        (entry) => Number(entry.split('.')[0]) > at && !isFor(entry, account, at),
      );
      const value = [`${expires}.${sign(account, expires)}`, ...others]
        .slice(0, maxEntries)
        .join('~');
      const attributes = [`Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
      if (secure) attributes.push('Secure');
      return [`${cookieName}=${value}`, ...attributes].join('; ');
    },
  };
}

/** The device of one login request: whether it vouches for an account, and remembering one. */
export interface LoginDevice {
  vouchesFor(account: string): boolean;
  /** After a successful login: the reply sets the cookie. */
  remember(account: string): void;
}

/** The login device of a request, its cookie written through the reply. */
export function loginDeviceOf(
  trust: DeviceTrust,
  request: FastifyRequest,
  reply: FastifyReply,
): LoginDevice {
  const header = request.headers.cookie;
  return {
    vouchesFor: (account) => trust.vouchesFor(header, account),
    remember: (account) => {
      reply.header('set-cookie', trust.remember(header, account, request.protocol === 'https'));
    },
  };
}
