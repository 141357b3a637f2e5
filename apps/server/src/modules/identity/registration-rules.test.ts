import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from '@lobby/contracts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/seed.ts';
import { AppError } from '../../platform/app-error.ts';
import { createTestDatabase } from '../../../test/database-kit.ts';
import { birthdayProblem, calendarDateIn, checkRegistration } from './registration-rules.ts';
import { uniqueViolationOf } from './registration.service.ts';

const bangkok = { timeZone: 'Asia/Bangkok', minimumAge: 21 };
const brand = {
  ...bangkok,
  countryDialingCode: '+66',
  phoneDigitsMin: 9,
  phoneDigitsMax: 10,
};

const rule = (field: RegisterFieldRule['field'], overrides: Partial<RegisterFieldRule> = {}) =>
  ({
    field,
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 'any',
    minLength: 0,
    maxLength: 64,
    ...overrides,
  }) satisfies RegisterFieldRule;

describe('birthday checks', () => {
  // 20:00 UTC on 9 March is already 10 March in Bangkok (UTC+7)
  const evening = new Date('2026-03-09T20:00:00Z');

  it('counts the age on the calendar date of the brand', () => {
    expect(calendarDateIn('Asia/Bangkok', evening)).toEqual({ year: 2026, month: 3, day: 10 });
    expect(birthdayProblem('2005-03-10', bangkok, evening)).toBeNull();
    expect(birthdayProblem('2005-03-10', { ...bangkok, timeZone: 'UTC' }, evening)).toMatchObject({
      messageKey: 'local_birthday_error',
      params: { age: 21 },
    });
    expect(birthdayProblem('2005-03-11', bangkok, evening)?.messageKey).toBe(
      'local_birthday_error',
    );
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(calendarDateIn('Not/AZone', evening)).toEqual({ year: 2026, month: 3, day: 9 });
  });

  it('tells format, year and age apart', () => {
    const key = (value: string) => birthdayProblem(value, bangkok, evening)?.messageKey;
    expect(key('2000-02-29')).toBeUndefined();
    expect(key('2001-02-29')).toBe('local_birthday_format_error');
    expect(key('2000-13-01')).toBe('local_birthday_format_error');
    expect(key('01-01-2000')).toBe('local_birthday_format_error');
    expect(key('1899-12-31')).toBe('local_birthday_year_error');
    expect(key('2027-01-01')).toBe('local_birthday_year_error');
    expect(key('2026-12-31')).toBe('local_birthday_error');
  });
});

describe('field checks', () => {
  const base = { password: 'Sunny#Day2026', confirmPassword: 'Sunny#Day2026' };

  it('keeps only enabled fields, trims them and lower-cases the email and username', () => {
    const checked = checkRegistration(
      {
        ...base,
        username: '  MixedCase1 ',
        email: ' A.B@Example.COM ',
        qqNum: '12345',
        wechat: 'hidden',
        mobileNum: '0812345670',
      },
      [
        rule('username', { required: true }),
        rule('password', { required: true }),
        rule('email'),
        rule('qqNum'),
        rule('wechat', { enabled: false }),
        rule('mobileNum'),
      ],
      'username',
      brand,
    );
    expect(checked).toMatchObject({
      username: 'mixedcase1',
      email: 'a.b@example.com',
      profile: { qqNum: '12345' },
      mobile: { countryDialingCode: '+66', national: '812345670', e164: '+66812345670' },
    });
  });

  it('reports a number toE164 refuses as mobile_invalid, among the other fields', () => {
    let error: unknown;
    try {
      checkRegistration(
        { ...base, username: 'abcdef', mobileNum: '0', countryDialingCode: '+12345' },
        [rule('username'), rule('password', { required: true }), rule('mobileNum')],
        'username',
        { ...brand, phoneDigitsMin: 1 },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields).toEqual([
      {
        field: 'body.mobileNum',
        messageKey: 'mobile_invalid',
        message: 'Please enter a valid mobile number',
      },
    ]);
  });

  it('does not trim a payment password and demands the number a code goes to', () => {
    expect(() =>
      checkRegistration(
        { ...base, verificationCode: '123456' },
        [rule('verificationCode'), rule('mobileNum', { enabled: true })],
        'mobile',
        brand,
      ),
    ).toThrow(
      expect.objectContaining({
        fields: [
          expect.objectContaining({ field: 'body.mobileNum', messageKey: 'reg_field_required' }),
        ],
      }),
    );
    const checked = checkRegistration(
      { ...base, paymentPassword: ' 1234 ' },
      [rule('paymentPassword')],
      'mobile',
      brand,
    );
    expect(checked.paymentPassword).toBe(' 1234 ');
    expect(checked.password).toBeNull();
  });
});

describe('unique violations from the database', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('maps the username and mobile indexes to their codes, as the driver reports them', async () => {
    const [demo] = await database.db.select().from(members).where(eq(members.username, 'demo'));
    const attempt = async (values: Partial<typeof members.$inferInsert>) => {
      try {
        await database.db.insert(members).values({
          merchantId: demo!.merchantId,
          username: 'fresh-name',
          type: 0,
          nickname: 'x',
          ...values,
        });
      } catch (error) {
        return error;
      }
      throw new Error('the insert should have failed');
    };
    expect(uniqueViolationOf(await attempt({ username: 'demo' }))).toBe('username_taken');
    expect(
      uniqueViolationOf(await attempt({ countryDialingCode: '+66', mobileNum: demo!.mobileNum })),
    ).toBe('mobile_taken');
    expect(uniqueViolationOf(await attempt({ merchantId: -1 }))).toBeNull();
    expect(uniqueViolationOf(new Error('other'))).toBeNull();
    expect(uniqueViolationOf(null)).toBeNull();
  });
});
