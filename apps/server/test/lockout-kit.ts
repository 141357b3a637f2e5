import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { merchants } from '../src/db/schema/index.ts';
import { postPasswordLogin } from './login-kit.ts';

/** An inject() answer, as far as these checks read it. */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** The `name=value` of the device cookie a successful login set (member or staff door). */
export function deviceCookieOf(response: Pick<Answer, 'headers'>): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') throw new Error('no device cookie was set');
  expect(value).toMatch(/HttpOnly/);
  return value.split(';')[0]!;
}

/**
 * A throttle's refusal that states its real wait: 429 too_many_requests, with
 * details.retryAfterSeconds within ten seconds under `seconds` and the same in Retry-After.
 */
export function expectRealWait(response: Answer, seconds: number): void {
  expect(response.statusCode).toBe(429);
  const body = response.json() as { code: string; details?: { retryAfterSeconds?: unknown } };
  expect(body.code).toBe('too_many_requests');
  const stated = body.details?.retryAfterSeconds as number;
  expect(stated).toBeGreaterThan(seconds - 10);
  expect(stated).toBeLessThanOrEqual(seconds);
  expect(response.headers['retry-after']).toBe(String(stated));
}

/**
 * `count` wrong-password logins of strangers, each from its own IP in 198.51.100.0/24 (from
 * `firstHost` on), each answered with `code`.
 */
export async function strangersGuess(
  count: number,
  guess: (input: { password: string; ip: string }) => Promise<Answer>,
  code: string,
  firstHost = 1,
): Promise<void> {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const answer = await guess({
      password: `guess-${attempt}`,
      ip: `198.51.100.${firstHost + attempt}`,
    });
    expect((answer.json() as { code: string }).code).toBe(code);
  }
}

/** The brand's login limits made stricter, with no captcha in the way of the throttle. */
export function setLoginPolicy(db: Db, policy: Record<string, number>) {
  return db.update(merchants).set({ authPolicy: { captchaAfterFailures: 100, ...policy } });
}

/** Logs a member in from `ip` and returns the device cookie of the browser that did. */
export async function ownerDevice(
  app: FastifyInstance,
  login: { username: string; ip: string; password?: string; portal?: 'member' | 'agent' },
): Promise<string> {
  const response = await postPasswordLogin(app, { password: 'Lotus#2026', ...login });
  expect(response.statusCode).toBe(200);
  return deviceCookieOf(response);
}

/**
 * The owner's device vouching while strangers have the account locked out: the owner logs in
 * from `hosts.owner` (192.0.2.x) and keeps the device cookie, strangers fail `failures` times
 * (the brand's per-account limit), and a login from the device on a new network (203.0.113.x)
 * still passes. Answers that device's login, to try again later with another password.
 */
export async function deviceThroughLockout(
  app: FastifyInstance,
  account: { username: string; password: string; failures: number; host: number },
): Promise<(password: string) => ReturnType<typeof postPasswordLogin>> {
  const { username, host } = account;
  const cookie = await ownerDevice(app, {
    username,
    password: account.password,
    ip: `192.0.2.${host}`,
  });
  await strangersGuess(
    account.failures,
    (guess) => postPasswordLogin(app, { username, ...guess }),
    'login_failed',
    host,
  );
  const fromDevice = (password: string) =>
    postPasswordLogin(app, { username, password, ip: `203.0.113.${host}`, cookie });
  expect((await fromDevice(account.password)).statusCode).toBe(200);
  return fromDevice;
}
