import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, resolveAuthPolicy } from '@lobby/contracts';
import { testConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  members,
  registerFieldRules,
  verificationCodes,
  whitelabelModules,
} from '../../db/schema/index.ts';
import { createMessaging } from '../../platform/messaging/index.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { loadHmacKey } from '../../platform/server-secrets.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { extractCode, latestMessage } from '../../../test/outbox-kit.ts';
import {
  createRegistrationKit,
  openDemoBrandApp,
  registrationPassword as password,
} from '../../../test/registration-kit.ts';
import type { TestContext } from '../../../test/app-kit.ts';
import { createAuthAudit } from './auth-audit.ts';
import { createMembersRepository } from './members.repository.ts';
import { createBrandSettings } from '../system/index.ts';
import { createRegistrationService } from './registration.service.ts';
import { createSessionsService } from './sessions.service.ts';
import { createVerificationCodes } from './verification-codes.ts';

describe('registration by mobile number and registration codes', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchant: Merchant;

  const { unique, freshIp, freshNumber, botCheckFor, memberCount } = createRegistrationKit(
    () => ({ app, db, merchantId: merchant.id }),
    { ipBlock: 40, mobileLead: '94' },
  );

  async function sendRegisterCode(typed: string): Promise<LightMyRequestResponse> {
    const ip = freshIp();
    return app.inject({
      method: 'POST',
      url: apiPaths.smsRegisterCode,
      headers: { merchant: 'lotus' },
      payload: { countryDialingCode: '+66', mobileNum: typed, botCheck: await botCheckFor(ip) },
      remoteAddress: ip,
    });
  }

  /** Sends a registration code to a number and reads it from the outbox. */
  async function codeFor(number: { typed: string; e164: string }): Promise<string> {
    const sent = await sendRegisterCode(number.typed);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const message = await latestMessage(db, number.e164, 'sms');
    return extractCode(message!.body);
  }

  async function register(
    body: Record<string, unknown>,
    mode: 'mobile' | 'username' = 'mobile',
  ): Promise<LightMyRequestResponse> {
    const ip = freshIp();
    const full = { ...body, botCheck: await botCheckFor(ip) };
    return app.inject({
      method: 'PUT',
      url: mode === 'mobile' ? apiPaths.registerMobile : apiPaths.register,
      headers: { merchant: 'lotus' },
      payload: await encryptBody(app, full, 'lotus'),
      remoteAddress: ip,
    });
  }

  const mobileBody = (typed: string, overrides: Record<string, unknown> = {}) => ({
    countryDialingCode: '+66',
    mobileNum: typed,
    password,
    confirmPassword: password,
    birthday: '1990-05-17',
    registerMethod: 'WEB',
    ...overrides,
  });

  const memberWithNumber = async (e164: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant.id), eq(members.mobileNum, e164.slice(3))))
    )[0];

  async function setModule(modId: string, enabled: boolean) {
    await db
      .update(whitelabelModules)
      .set({ enabled })
      .where(
        and(eq(whitelabelModules.merchantId, merchant.id), eq(whitelabelModules.modId, modId)),
      );
  }

  async function setCodeRule(enabled: boolean) {
    await db
      .update(registerFieldRules)
      .set({ enabled, required: enabled })
      .where(
        and(
          eq(registerFieldRules.merchantId, merchant.id),
          eq(registerFieldRules.field, 'verificationCode'),
        ),
      );
  }

  beforeAll(async () => {
    ({ context, app, db, merchant } = await openDemoBrandApp());
  });
  afterEach(async () => {
    await setModule('MOBILENUMREG3', false);
    await setModule('MOBILENUMPASSREG3', true);
    await setModule('REGMOBVERF3', true);
    await setCodeRule(false);
  });
  afterAll(async () => {
    await context.close();
  });

  it('refuses mobile registration and its codes while MOBILENUMREG3 is off', async () => {
    const number = freshNumber();
    const before = await memberCount();
    const response = await register(mobileBody(number.typed, { verificationCode: '123456' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('operation_not_allowed');
    const sent = await sendRegisterCode(number.typed);
    expect(sent.json().code).toBe('operation_not_allowed');
    expect(await latestMessage(db, number.e164)).toBeUndefined();
    expect(await memberCount()).toBe(before);
  });

  it('registers with the SMS code, naming the account after the number, and logs in', async () => {
    await setModule('MOBILENUMREG3', true);
    const number = freshNumber();
    const code = await codeFor(number);
    const response = await register(mobileBody(number.typed, { verificationCode: code }));
    expect(response.statusCode, response.body).toBe(200);
    const token = (response.json() as { value: { token: string } }).value.token;
    const info = await app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { merchant: 'lotus', authorization: `Bearer ${token}` },
    });
    expect(info.json().value).toMatchObject({ account: `m${number.e164.slice(3)}`, type: 0 });
    const member = await memberWithNumber(number.e164);
    expect(member).toMatchObject({
      countryDialingCode: '+66',
      username: `m${number.e164.slice(3)}`,
    });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);

    // the code is used up: the same number and code again (account gone) is code_used
    await db.delete(members).where(eq(members.id, member!.id));
    const again = await register(mobileBody(number.typed, { verificationCode: code }));
    expect(again.json().code).toBe('code_used');
    expect(await memberWithNumber(number.e164)).toBeUndefined();
  });

  it('keeps a chosen username, lower-cased, and checks it against the rule', async () => {
    await setModule('MOBILENUMREG3', true);
    await setModule('REGMOBVERF3', false);
    const bad = await register(mobileBody(freshNumber().typed, { username: 'x!' }));
    expect(bad.json().fields).toMatchObject([
      { field: 'body.username', messageKey: 'reg_pattern_letter_then_alnum' },
    ]);
    const number = freshNumber();
    const response = await register(mobileBody(number.typed, { username: 'MobileFan7' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberWithNumber(number.e164))!.username).toBe('mobilefan7');
  });

  it('asks for no password when MOBILENUMPASSREG3 is off', async () => {
    await setModule('MOBILENUMREG3', true);
    await setModule('MOBILENUMPASSREG3', false);
    await setModule('REGMOBVERF3', false);
    const number = freshNumber();
    const response = await register(
      mobileBody(number.typed, { password: '', confirmPassword: '' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberWithNumber(number.e164))!.passwordHash).toBeNull();
  });

  it('refuses a missing, wrong or expired code and leaves no account', async () => {
    await setModule('MOBILENUMREG3', true);
    const number = freshNumber();
    const before = await memberCount();
    const missing = await register(mobileBody(number.typed));
    expect(missing.json().fields).toMatchObject([
      { field: 'body.verificationCode', messageKey: 'reg_field_required' },
    ]);
    const code = await codeFor(number);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await register(mobileBody(number.typed, { verificationCode: wrongCode }));
    expect(wrong.json().code).toBe('invalid_verification_code');
    // the wrong guess was counted although nothing was created
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, number.e164));
    expect(row!.attempts).toBe(1);
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.destination, number.e164));
    const expired = await register(mobileBody(number.typed, { verificationCode: code }));
    expect(expired.json().code).toBe('code_expired');
    expect(await memberCount()).toBe(before);
  });

  it('does not burn the code when the registration fails', async () => {
    await setModule('MOBILENUMREG3', true);
    const number = freshNumber();
    const code = await codeFor(number);
    const failed = await register(
      mobileBody(number.typed, { verificationCode: code, confirmPassword: 'different1' }),
    );
    expect(failed.json().fields).toMatchObject([{ messageKey: 'confirm_mismatch' }]);
    const taken = await register(
      mobileBody(number.typed, { verificationCode: code, username: 'agentpro' }),
    );
    expect(taken.json().code).toBe('username_taken');
    const fixed = await register(mobileBody(number.typed, { verificationCode: code }));
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('asks a username registration for the code when the brand shows the field', async () => {
    await setCodeRule(true);
    const number = freshNumber();
    const body = {
      username: `Coded${unique()}`,
      password,
      confirmPassword: password,
      countryDialingCode: '+66',
      mobileNum: number.typed,
      birthday: '1990-05-17',
    };
    const missing = await register(body, 'username');
    expect(missing.json().fields).toMatchObject([
      { field: 'body.verificationCode', messageKey: 'reg_field_required' },
    ]);
    const code = await codeFor(number);
    const response = await register({ ...body, verificationCode: code }, 'username');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('rolls the code back with the account when the insert loses a race', async () => {
    await setCodeRule(true);
    const hmacKey = await loadHmacKey(db, undefined);
    const codes = createVerificationCodes({
      db,
      hmacKey,
      messaging: createMessaging(db, testConfig()),
    });
    // the pre-check is blind here, so the unique index decides, as it does in a real race
    const membersRepository = createMembersRepository(db);
    const service = createRegistrationService(db, {
      members: { ...membersRepository, findByUsername: async () => undefined },
      sessions: createSessionsService(db),
      audit: createAuthAudit(db),
      codes,
      isFeatureOn: async () => false,
      settings: createBrandSettings(db),
      botCheck: {
        createChallenge: () => Promise.reject(new Error('unused')),
        verify: async () => true,
      },
      captcha: { issue: () => Promise.reject(new Error('unused')), verify: async () => true },
    });
    const brand = { merchant, policy: resolveAuthPolicy(merchant.authPolicy) };
    const number = freshNumber();
    const { code } = await codes.issue({
      merchantId: merchant.id,
      purpose: 'register',
      destination: number.e164,
      ip: '10.99.0.1',
      policy: brand.policy,
    });
    const input = {
      username: 'agentpro',
      password,
      confirmPassword: password,
      countryDialingCode: '+66',
      mobileNum: number.typed,
      birthday: '1990-05-17',
      verificationCode: code,
      botCheck: 'stub',
    };
    const origin = { ip: '10.99.0.1', userAgent: null };
    const request = { mode: 'username' as const, input, domain: 'lotus.example' };
    await expect(service.register(brand, origin, request)).rejects.toMatchObject({
      code: 'username_taken',
      status: 409,
    });
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, number.e164));
    expect(row!.consumedAt).toBeNull();
    const success = await service.register(brand, origin, {
      ...request,
      input: { ...input, username: `Raced${unique()}` },
    });
    expect(success.status).toBe('ok');
  });
});
