import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { merchants, verificationCodes, whitelabelModules } from '../../db/schema/index.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { extractCode, latestMessage } from '../../../test/outbox-kit.ts';
import { createRegistrationKit, openDemoBrandApp } from '../../../test/registration-kit.ts';
import type { TestContext } from '../../../test/app-kit.ts';

/** The demo member's number (demo-accounts.ts). */
const demoNumber = { typed: '0812345678', e164: '+66812345678' };

describe('sending SMS codes', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchant: Merchant;

  const { freshIp, freshNumber, botCheckFor } = createRegistrationKit(
    () => ({ app, db, merchantId: merchant.id }),
    { ipBlock: 50, mobileLead: '65' },
  );

  async function send(
    url: string,
    mobileNum: string,
    options: { ip?: string; botCheck?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const ip = options.ip ?? freshIp();
    return app.inject({
      method: 'POST',
      url,
      headers: { merchant: 'lotus' },
      payload: {
        countryDialingCode: '+66',
        mobileNum,
        botCheck: options.botCheck ?? (await botCheckFor(ip)),
      },
      remoteAddress: ip,
    });
  }

  const codeRows = (e164: string) =>
    db
      .select()
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.merchantId, merchant.id), eq(verificationCodes.destination, e164)),
      );

  async function setPolicy(policy: Record<string, unknown>) {
    await db.update(merchants).set({ authPolicy: policy }).where(eq(merchants.id, merchant.id));
  }

  beforeAll(async () => {
    ({ context, app, db, merchant } = await openDemoBrandApp());
  });
  afterEach(async () => {
    await setPolicy(merchant.authPolicy as Record<string, unknown>);
    await db
      .update(whitelabelModules)
      .set({ enabled: false })
      .where(
        and(
          eq(whitelabelModules.merchantId, merchant.id),
          eq(whitelabelModules.modId, 'MOBILENUMREG3'),
        ),
      );
  });
  afterAll(async () => {
    await context.close();
  });

  it('sends a login code to a registered number, then waits before the next', async () => {
    const ip = freshIp();
    const response = await send(apiPaths.smsLoginCode, demoNumber.typed, { ip });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const message = await latestMessage(db, demoNumber.e164, 'sms');
    expect(message!.body).toContain(extractCode(message!.body));
    const [row] = await codeRows(demoNumber.e164);
    expect(row).toMatchObject({ purpose: 'login', ip });
    const again = await send(apiPaths.smsLoginCode, demoNumber.typed);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('too_many_requests');
  });

  it('answers an unknown number the same way without sending anything', async () => {
    const number = freshNumber();
    const response = await send(apiPaths.smsLoginCode, number.typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await latestMessage(db, number.e164)).toBeUndefined();
    // throttled like a real number, so the throttle does not tell either
    const again = await send(apiPaths.smsLoginCode, number.typed);
    expect(again.json().code).toBe('too_many_requests');
  });

  it('says the account does not exist when the brand reveals it', async () => {
    await setPolicy({ ...(merchant.authPolicy as object), revealUnknownAccount: true });
    const number = freshNumber();
    const response = await send(apiPaths.smsLoginCode, number.typed);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('account_not_found');
    expect(await codeRows(number.e164)).toEqual([]);
  });

  it('checks the bot check first, then the number', async () => {
    const noBot = await send(apiPaths.smsLoginCode, demoNumber.typed, { botCheck: 'bogus' });
    expect(noBot.json().code).toBe('bot_check_failed');
    const bad = await send(apiPaths.smsLoginCode, '08123abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_phone_number');
    const short = await send(apiPaths.smsRegisterCode, '0812');
    expect(short.json().code).toBe('invalid_phone_number');
    const empty = await send(apiPaths.smsLoginCode, '  ');
    expect(empty.json().code).toBe('missing_phone_number');
    const garbage = await app.inject({
      method: 'POST',
      url: apiPaths.smsLoginCode,
      headers: { merchant: 'lotus' },
      payload: { countryDialingCode: 66, mobileNum: ['x'] },
      remoteAddress: freshIp(),
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('sends a registration code only when registration asks for one, and not to a taken number', async () => {
    const number = freshNumber();
    const off = await send(apiPaths.smsRegisterCode, number.typed);
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('operation_not_allowed');
    await db
      .update(whitelabelModules)
      .set({ enabled: true })
      .where(
        and(
          eq(whitelabelModules.merchantId, merchant.id),
          eq(whitelabelModules.modId, 'MOBILENUMREG3'),
        ),
      );
    const sent = await send(apiPaths.smsRegisterCode, number.typed);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const message = await latestMessage(db, number.e164, 'sms');
    expect(extractCode(message!.body)).toMatch(/^\d{6}$/);
    const [row] = await codeRows(number.e164);
    expect(row!.purpose).toBe('register');
    const taken = await send(apiPaths.smsRegisterCode, demoNumber.typed);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('mobile_taken');
  });

  it('limits the calls of one IP per minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      const response = await send(apiPaths.smsLoginCode, freshNumber().typed, {
        ip,
        botCheck: 'bogus',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
