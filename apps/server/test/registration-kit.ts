import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiPaths, type BotChallenge } from '@lobby/contracts';
import type { Db } from '../src/db/client.ts';
import { members, merchants } from '../src/db/schema/index.ts';
import { solveChallenge } from './bot-check-kit.ts';
import { encryptBody } from './encrypted-body-kit.ts';
import { brandHeaders } from './login-kit.ts';
import type { MerchantRow } from './seeded-database-kit.ts';
import { createTestApp, type TestContext } from './app-kit.ts';

/** A password the demo brand's rule accepts. */
export const registrationPassword = 'Sunny#Day2026';

/** What the kit calls into; a getter, because the test app only exists after `beforeAll`. */
export interface RegistrationTarget {
  app: FastifyInstance;
  db: Db;
  merchantId: number;
}

/** The test app on the demo data, its database and the demo brand (lotus); close `context` in afterAll. */
export async function openDemoBrandApp(): Promise<{
  context: TestContext;
  app: FastifyInstance;
  db: Db;
  merchant: MerchantRow;
}> {
  const context = await createTestApp();
  const db = context.database.db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'lotus'));
  return { context, app: context.app, db, merchant: merchant! };
}

/** The 4xx envelope a refused registration answers with. */
export interface RefusalEnvelope {
  code: string;
  fields?: { field: string; messageKey: string; params?: Record<string, unknown> }[];
}

/** The field → message key pairs of a refusal, for one `toEqual`. */
export const fieldKeys = (envelope: { fields?: { field: string; messageKey: string }[] }) =>
  Object.fromEntries((envelope.fields ?? []).map((entry) => [entry.field, entry.messageKey]));

/**
 * Registration helpers for the identity tests of one file. `ipBlock` gives the file its own
 * client IPs (10.<block>.x.y) so per-IP throttles of one test stay there; `mobileLead` starts the
 * national part of the fresh mobile numbers.
 */
export function createRegistrationKit(
  target: () => RegistrationTarget,
  options: { ipBlock: number; mobileLead?: string },
) {
  let serial = 0;

  /** A number no other call of this kit got, for unique names. */
  const unique = (): number => (serial += 1);

  /** A fresh client IP per call site. */
  const freshIp = (): string => {
    const n = unique();
    return `10.${options.ipBlock}.${Math.floor(n / 200)}.${(n % 200) + 1}`;
  };

  /** A Thai mobile number as typed (trunk zero) nobody has, and its E.164 form. */
  const freshNumber = (): { typed: string; e164: string } => {
    const national = `${options.mobileLead ?? '94'}${String(unique()).padStart(7, '0')}`;
    return { typed: `0${national}`, e164: `+66${national}` };
  };

  /** A registration the demo brand accepts, with a username and number nobody has. */
  const validBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => {
    const n = unique();
    return {
      username: `Player${n}x`,
      password: registrationPassword,
      confirmPassword: registrationPassword,
      countryDialingCode: '+66',
      mobileNum: `08${String(30_000_000 + n)}`,
      birthday: '1990-05-17',
      email: `Player${n}@Example.COM`,
      ...overrides,
    };
  };

  /** A solved bot check fetched from the given client IP. */
  async function botCheckFor(ip: string): Promise<string> {
    const response = await target().app.inject({
      method: 'GET',
      url: '/wps/botCheck/challenge',
      remoteAddress: ip,
    });
    return solveChallenge((response.json() as { value: BotChallenge }).value);
  }

  /** Registers by username the way the web client does (encrypted, with a bot check). */
  async function register(
    body: Record<string, unknown>,
    callOptions: { ip?: string; botCheck?: string | null; plaintext?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const { app } = target();
    const ip = callOptions.ip ?? freshIp();
    const botCheck =
      callOptions.botCheck === undefined ? await botCheckFor(ip) : callOptions.botCheck;
    const full = botCheck === null ? body : { ...body, botCheck };
    return app.inject({
      method: 'PUT',
      url: apiPaths.register,
      headers: brandHeaders,
      payload: callOptions.plaintext ? full : await encryptBody(app, full, 'lotus'),
      remoteAddress: ip,
    });
  }

  /** How many members the brand has. */
  async function memberCount(): Promise<number> {
    const { db, merchantId } = target();
    const rows = await db
      .select({ n: count() })
      .from(members)
      .where(eq(members.merchantId, merchantId));
    return rows[0]!.n;
  }

  /** The brand's member with this (stored, lower-case) username. */
  async function memberNamed(username: string) {
    const { db, merchantId } = target();
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
    return rows[0];
  }

  /** Runs a failing call and checks it answered 4xx and left no account behind. */
  async function failsWithoutAccount(
    call: () => Promise<LightMyRequestResponse>,
  ): Promise<RefusalEnvelope> {
    const before = await memberCount();
    const response = await call();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await memberCount()).toBe(before);
    return response.json() as RefusalEnvelope;
  }

  return {
    unique,
    freshIp,
    freshNumber,
    validBody,
    botCheckFor,
    register,
    memberCount,
    memberNamed,
    failsWithoutAccount,
  };
}
