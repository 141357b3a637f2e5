import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  type LoginProof,
  type StaffEnrolmentResult,
  type StaffLoginResult,
  type StaffRole,
  type StaffTwoFactorResult,
} from '@lobby/contracts';
import { demoStaff } from '../src/seed/demo-staff.ts';
import { fromBase32, hotp, totpStep } from '../src/platform/totp.ts';
import { encryptBody } from './encrypted-body-kit.ts';
import { brandHeaders } from './login-kit.ts';
import { sendWithProof } from './login-proof-kit.ts';

/** The headers that pick a brand: the demo brand's, or another's (`merchant`, maybe `host`). */
export type BrandHeaders = { merchant: string; host?: string };

export interface StaffLoginInput {
  username: string;
  password: string;
  ip?: string;
  /** The brand: the demo brand's headers unless given (`merchant` alone names its code). */
  brand?: BrandHeaders;
  merchant?: string;
  proof?: LoginProof;
  /** The Cookie header (the device cookie of an earlier login). */
  cookie?: string;
}

/** Posts one staff login (sealed, as the member login is) as given, proof of work or not. */
export async function postStaffLoginOnce(app: FastifyInstance, input: StaffLoginInput) {
  const brand = input.brand ?? (input.merchant ? { merchant: input.merchant } : brandHeaders);
  return app.inject({
    method: 'POST',
    url: apiPaths.staffLogin,
    headers: { ...brand, ...(input.cookie ? { cookie: input.cookie } : {}) },
    payload: await encryptBody(
      app,
      {
        username: input.username,
        password: input.password,
        ...(input.proof ? { proof: input.proof } : {}),
      },
      brand.merchant,
    ),
    remoteAddress: input.ip ?? '127.0.0.1',
  });
}

/** Posts a staff login of the demo brand or `brand`, paying proof of work when asked. */
export function postStaffLogin(app: FastifyInstance, input: StaffLoginInput) {
  return sendWithProof((proof) => postStaffLoginOnce(app, proof ? { ...input, proof } : input));
}

/** Posts a two-factor call (`/bo/session/two-factor[/enrolment]`) of a login step. */
export function postTwoFactor(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  options: { brand?: BrandHeaders; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { ...(options.brand ?? brandHeaders) },
    payload: body,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

/** What the kit knows of an enrolled operator: the secret, and what it has used of it. */
interface Authenticator {
  secret: Buffer;
  lastStep: number;
  recoveryCodes: string[];
}
const authenticators = new WeakMap<FastifyInstance, Map<string, Authenticator>>();

function authenticatorsOf(app: FastifyInstance): Map<string, Authenticator> {
  let known = authenticators.get(app);
  if (!known) authenticators.set(app, (known = new Map()));
  return known;
}

/** The enrolled operator's authenticator as the kit keeps it (for tests of the codes). */
export function knownAuthenticator(
  app: FastifyInstance,
  merchant: string,
  username: string,
): Authenticator | undefined {
  return authenticatorsOf(app).get(`${merchant}|${username}`);
}

function valueOf<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  const value = (response.json() as { value?: T }).value;
  if (response.statusCode !== 200 || !value) {
    throw new Error(`staff call failed: ${response.statusCode} ${response.body}`);
  }
  return value;
}

/**
 * Logs an operator in all the way, as a person with an authenticator app would: enrols on the
 * first login that asks for it (keeping the secret and recovery codes), then answers each
 * code step with an unused TOTP step, or a recovery code when both near steps are spent.
 */
export async function staffLogin(
  app: FastifyInstance,
  input: { username: string; password: string; brand?: BrandHeaders },
): Promise<StaffTwoFactorResult> {
  const brand = input.brand ?? brandHeaders;
  const key = `${brand.merchant}|${input.username}`;
  const first = valueOf<StaffLoginResult>(await postStaffLogin(app, { ...input, brand }));
  if (first.status === 'ok') return first;
  const known = authenticatorsOf(app);
  const now = totpStep(new Date());
  if (first.status === 'two_factor_enrolment_required') {
    const enrolment = valueOf<StaffEnrolmentResult>(
      await postTwoFactor(
        app,
        apiPaths.staffTwoFactorEnrolment,
        { challenge: first.challenge },
        { brand },
      ),
    );
    const secret = fromBase32(enrolment.secret)!;
    const done = valueOf<StaffTwoFactorResult>(
      await postTwoFactor(
        app,
        apiPaths.staffTwoFactor,
        { challenge: first.challenge, code: hotp(secret, now) },
        { brand },
      ),
    );
    known.set(key, { secret, lastStep: now, recoveryCodes: [...(done.recoveryCodes ?? [])] });
    return done;
  }
  const authenticator = known.get(key);
  if (!authenticator) throw new Error(`${key} is enrolled outside the kit`);
  const step = Math.max(now, authenticator.lastStep + 1);
  const answer =
    step <= now + 1
      ? { code: hotp(authenticator.secret, step) }
      : { recoveryCode: authenticator.recoveryCodes.shift() };
  if (answer.code) authenticator.lastStep = step;
  return valueOf<StaffTwoFactorResult>(
    await postTwoFactor(
      app,
      apiPaths.staffTwoFactor,
      { challenge: first.challenge, ...answer },
      { brand },
    ),
  );
}

/** Logs in the seeded staff account of `role` and returns its Bearer token. */
export async function staffToken(app: FastifyInstance, role: StaffRole): Promise<string> {
  const { username, password } = demoStaff[role];
  return (await staffLogin(app, { username, password })).token;
}

/** Headers of a back-office call of the demo brand with a staff token. */
export function staffHeaders(token: string) {
  return { ...brandHeaders, authorization: `Bearer ${token}` };
}
