import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { authEvents, memberKnownIps } from '../../db/schema/index.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import {
  createRegistrationKit,
  openDemoBrandApp,
  fieldKeys,
  registrationPassword as password,
} from '../../../test/registration-kit.ts';
import type { TestContext } from '../../../test/app-kit.ts';

describe('registration by username', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchantId: number;
  const { freshIp, validBody, botCheckFor, register, memberNamed, failsWithoutAccount } =
    createRegistrationKit(() => ({ app, db, merchantId }), { ipBlock: 30 });

  beforeAll(async () => {
    let merchant: { id: number };
    ({ context, app, db, merchant } = await openDemoBrandApp());
    merchantId = merchant.id;
  });
  afterAll(async () => {
    await context.close();
  });

  it('creates the account, logs it in and remembers the IP and domain', async () => {
    const ip = freshIp();
    const body = validBody({
      payeeName: 'Somchai Jaidee',
      line: 'somchai.j',
      domain: 'Lotus.Example',
    });
    const response = await register(body, { ip });
    expect(response.statusCode, response.body).toBe(200);
    const value = (response.json() as { value: { status: string; token: string } }).value;
    expect(value).toMatchObject({ status: 'ok', firstTimeLogin: true, passwordExpired: false });

    const info = await app.inject({
      method: 'GET',
      url: apiPaths.memberInfo,
      headers: { merchant: 'lotus', authorization: `Bearer ${value.token}` },
      remoteAddress: ip,
    });
    expect(info.statusCode).toBe(200);
    const username = String(body.username).toLowerCase();
    expect(info.json().value).toMatchObject({
      account: username,
      type: 0,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: true,
    });

    const member = await memberNamed(username);
    expect(member).toMatchObject({
      email: String(body.email).toLowerCase(),
      countryDialingCode: '+66',
      mobileNum: String(body.mobileNum).slice(1),
      birthday: '1990-05-17',
      payeeName: 'Somchai Jaidee',
      profile: { line: 'somchai.j' },
      registerIp: ip,
      registerDomain: 'lotus.example',
      parentId: null,
      paymentPasswordHash: null,
    });
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    const known = await db
      .select()
      .from(memberKnownIps)
      .where(eq(memberKnownIps.memberId, member!.id));
    expect(known.map((row) => row.ip)).toEqual([ip]);
    const audit = await db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.memberId, member!.id), eq(authEvents.event, 'register')));
    expect(audit).toMatchObject([{ outcome: 'success', ip }]);

    // and the password works at the login
    const login = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { merchant: 'lotus' },
      payload: await encryptBody(
        app,
        { type: 'password', username, password, botCheck: await botCheckFor(ip) },
        'lotus',
      ),
      remoteAddress: ip,
    });
    expect(login.json().value).toMatchObject({ status: 'ok' });
  });

  it('takes the request host when the form names no domain', async () => {
    const body = validBody();
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(200);
    const member = await memberNamed(String(body.username).toLowerCase());
    expect(member!.registerDomain).toBe('localhost');
  });

  it('reports every field that breaks its rule, together, with its message key', async () => {
    const envelope = await failsWithoutAccount(() =>
      register({
        username: '1player',
        password: 'short',
        confirmPassword: 'short',
        mobileNum: '08123abc',
        email: 'not-an-email',
        payeeName: '12345',
        line: 'has space',
        affiliateCode: 'a!',
        birthday: '',
      }),
    );
    expect(envelope.code).toBe('validation_failed');
    expect(fieldKeys(envelope)).toEqual({
      'body.username': 'reg_pattern_letter_then_alnum',
      'body.password': 'reg_password_length',
      'body.mobileNum': 'reg_pattern_digits',
      'body.email': 'reg_pattern_email',
      'body.payeeName': 'reg_pattern_thai_or_english_spaces',
      'body.line': 'reg_pattern_no_spaces',
      'body.affiliateCode': 'reg_pattern_alnum',
      'body.birthday': 'reg_field_required',
    });
    const username = envelope.fields!.find((entry) => entry.field === 'body.username');
    expect(username!.params).toEqual({ min: 4, max: 16 });
  });

  it('requires the required fields and applies the brand password rule and the common list', async () => {
    const missing = await failsWithoutAccount(() =>
      register({ username: '', password: '', confirmPassword: '' }),
    );
    expect(fieldKeys(missing)).toMatchObject({
      'body.username': 'reg_field_required',
      'body.password': 'reg_field_required',
      'body.mobileNum': 'reg_field_required',
      'body.birthday': 'reg_field_required',
    });
    const noDigit = await failsWithoutAccount(() =>
      register(validBody({ password: 'OnlyLetters', confirmPassword: 'OnlyLetters' })),
    );
    expect(fieldKeys(noDigit)).toEqual({ 'body.password': 'reg_pattern_letters_and_digits' });
    const common = await failsWithoutAccount(() =>
      register(validBody({ password: 'password1', confirmPassword: 'password1' })),
    );
    expect(fieldKeys(common)).toEqual({ 'body.password': 'err_password_too_common' });
  });

  it('refuses a confirmation that differs from the password', async () => {
    const envelope = await failsWithoutAccount(() =>
      register(validBody({ confirmPassword: `${password}x` })),
    );
    expect(envelope.fields).toEqual([
      {
        field: 'body.confirmPassword',
        messageKey: 'confirm_mismatch',
        message: 'Incorrect confirmation input',
      },
    ]);
  });

  it('checks the birthday format, year and the minimum age', async () => {
    const cases: [string, string][] = [
      ['17-05-1990', 'local_birthday_format_error'],
      ['1990-02-30', 'local_birthday_format_error'],
      ['1990-5-17', 'local_birthday_format_error'],
      ['1899-12-31', 'local_birthday_year_error'],
      [`${new Date().getUTCFullYear() + 1}-01-01`, 'local_birthday_year_error'],
      [`${new Date().getUTCFullYear() - 18}-01-01`, 'local_birthday_error'],
    ];
    for (const [birthday, key] of cases) {
      const envelope = await failsWithoutAccount(() => register(validBody({ birthday })));
      expect(fieldKeys(envelope), birthday).toEqual({ 'body.birthday': key });
    }
    const young = await failsWithoutAccount(() =>
      register(validBody({ birthday: `${new Date().getUTCFullYear() - 18}-01-01` })),
    );
    expect(young.fields![0]!.params).toEqual({ age: 21 });
  });

  it('ignores a field the brand does not show', async () => {
    // qqNum is disabled for the demo brand: even an invalid value is neither checked nor kept
    const body = validBody({ qqNum: 'not digits', whatsapp: 'x' });
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberNamed(String(body.username).toLowerCase()))!.profile).toEqual({});
  });

  it('refuses a taken username, whatever its case, and a taken mobile number', async () => {
    const first = validBody();
    expect((await register(first)).statusCode).toBe(200);
    const sameName = await failsWithoutAccount(() =>
      register(validBody({ username: String(first.username).toUpperCase() })),
    );
    expect(sameName.code).toBe('username_taken');
    const sameNumber = await failsWithoutAccount(() =>
      register(validBody({ mobileNum: first.mobileNum })),
    );
    expect(sameNumber.code).toBe('mobile_taken');
    // the demo member's number, typed without the trunk zero
    const demoNumber = await failsWithoutAccount(() =>
      register(validBody({ mobileNum: '812345678' })),
    );
    expect(demoNumber.code).toBe('mobile_taken');
  });

  it('answers 409 to the loser of two registrations racing for one username', async () => {
    const first = validBody();
    const second = validBody({ username: first.username });
    const [a, b] = await Promise.all([register(first), register(second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((response) => response.statusCode === 409)!.json().code).toBe(
      'username_taken',
    );
  });

  it('checks the bot check first and refuses a plaintext body', async () => {
    const noBot = await failsWithoutAccount(() =>
      register({ username: '', password: '', confirmPassword: '' }, { botCheck: 'bogus' }),
    );
    expect(noBot.code).toBe('bot_check_failed');
    const plain = await failsWithoutAccount(() => register(validBody(), { plaintext: true }));
    expect(plain.code).toBe('encryption_required');
  });

  it('answers garbage with a 400, never a 500', async () => {
    const bodies: unknown[] = [
      { encrypted: { keyId: 'x', key: 'AAAA', iv: 'AAAA', data: 'AAAA' } },
      { encrypted: 'nonsense' },
    ];
    for (const payload of bodies) {
      await failsWithoutAccount(() =>
        app.inject({
          method: 'PUT',
          url: apiPaths.register,
          headers: { merchant: 'lotus' },
          payload: payload as object,
          remoteAddress: freshIp(),
        }),
      );
    }
    const wrongTypes = await failsWithoutAccount(() =>
      register({ username: 123, password: ['x'], confirmPassword: null, birthday: { y: 1 } }),
    );
    expect(wrongTypes.code).toBe('validation_failed');
    const huge = await failsWithoutAccount(() =>
      register(validBody({ username: 'a'.repeat(5000) })),
    );
    expect(huge.code).toBe('validation_failed');
    const raw = await failsWithoutAccount(() =>
      app.inject({
        method: 'PUT',
        url: apiPaths.register,
        headers: { merchant: 'lotus', 'content-type': 'application/json' },
        payload: '{"encrypted":',
        remoteAddress: freshIp(),
      }),
    );
    expect(raw.code).toBe('malformed_body');
  });
});
