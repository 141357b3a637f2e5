import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAuthPolicy, type AuthPolicy } from '@lobby/contracts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { createMessaging, MessageDeliveryError } from '../../platform/messaging/index.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { extractCode, latestMessage } from '../../../test/outbox-kit.ts';
import { createVerificationCodes, type VerificationCodes } from './verification-codes.ts';

const hmacKey = randomBytes(32);
const policy: AuthPolicy = { ...defaultAuthPolicy };

describe('verification codes', () => {
  let database: Database;
  let merchant: Merchant;
  let clock: Date;
  let codes: VerificationCodes;
  let serial = 0;
  // each test gets its own destination and IP, so throttles of one test never touch another
  let destination: string;
  let ip: string;

  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const issue = (overrides: Partial<Parameters<VerificationCodes['issue']>[0]> = {}) =>
    codes.issue({
      merchantId: merchant.id,
      purpose: 'register',
      destination,
      ip,
      policy,
      ...overrides,
    });
  const consume = (
    code: string,
    overrides: Partial<Parameters<VerificationCodes['consume']>[0]> = {},
  ) =>
    codes.consume({
      merchantId: merchant.id,
      purpose: 'register',
      destination,
      code,
      policy,
      ...overrides,
    });
  const rowsFor = (target: string) =>
    database.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, merchant.id),
          eq(verificationCodes.destination, target),
        ),
      )
      .orderBy(verificationCodes.id);
  const wrongCodeFor = (code: string) =>
    ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

  beforeAll(async () => {
    ({ database, merchant } = await openSeededDatabase());
  });
  afterAll(() => database.close());

  beforeEach(() => {
    serial += 1;
    destination = `+66800000${String(serial).padStart(3, '0')}`;
    ip = `198.51.100.${serial}`;
    clock = new Date('2030-01-01T00:00:00Z');
    codes = createVerificationCodes({
      db: database.db,
      hmacKey,
      messaging: createMessaging(database.db, testConfig()),
      now: () => clock,
    });
  });

  describe('issue', () => {
    it('makes six digits, stores only their HMAC and reports the expiry minutes', async () => {
      const issued = await issue();
      expect(issued.code).toMatch(/^\d{6}$/);
      expect(issued.expiredMinutes).toBe(policy.codeExpiredMinutes);
      const [row] = await rowsFor(destination);
      const expectedHash = createHmac('sha256', hmacKey)
        .update(`${merchant.id}:register:${destination}:${issued.code}`)
        .digest('hex');
      expect(row!.codeHash).toBe(expectedHash);
      expect(JSON.stringify(await database.db.select().from(verificationCodes))).not.toContain(
        issued.code,
      );
      expect(row!.expiresAt.getTime() - clock.getTime()).toBe(policy.codeExpiredMinutes * 60_000);
      expect(row).toMatchObject({ ip, attempts: 0, consumedAt: null, purpose: 'register' });
    });

    it('refuses a second code to the same destination within 60 seconds, any purpose', async () => {
      await issue();
      advance(59);
      await expect(issue({ purpose: 'login' })).rejects.toMatchObject({
        code: 'too_many_requests',
      });
      advance(2);
      await expect(issue({ purpose: 'login' })).resolves.toBeDefined();
    });

    it('refuses more than codeSendsPerDestination codes in the window, then allows again', async () => {
      const strict = { ...policy, codeSendsPerDestination: 2, throttleWindowMinutes: 10 };
      await issue({ policy: strict });
      advance(61);
      await issue({ policy: strict });
      advance(61);
      await expect(issue({ policy: strict })).rejects.toMatchObject({ code: 'too_many_requests' });
      advance(10 * 60);
      await expect(issue({ policy: strict })).resolves.toBeDefined();
    });

    it('refuses more than codeSendsPerIp codes from one IP, whatever the destination', async () => {
      const strict = { ...policy, codeSendsPerIp: 2 };
      await issue({ policy: strict, destination: `${destination}1` });
      await issue({ policy: strict, destination: `${destination}2` });
      await expect(issue({ policy: strict, destination: `${destination}3` })).rejects.toMatchObject(
        { code: 'too_many_requests' },
      );
      await expect(
        issue({ policy: strict, destination: `${destination}3`, ip: `${ip}0` }),
      ).resolves.toBeDefined();
    });

    it('lets only one of two simultaneous requests for the same destination through', async () => {
      const results = await Promise.allSettled([issue(), issue()]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({
        reason: { code: 'too_many_requests' },
      });
      expect(await rowsFor(destination)).toHaveLength(1);
    });

    it('retires the older open code when a new one is issued', async () => {
      const first = await issue();
      advance(61);
      const second = await issue();
      if (first.code !== second.code) {
        await expect(consume(first.code)).rejects.toMatchObject({
          code: 'invalid_verification_code',
        });
      }
      await expect(consume(second.code)).resolves.toBeUndefined();
      const [older] = await rowsFor(destination);
      expect(older!.expiresAt.getTime()).toBe(clock.getTime());
      expect(older!.consumedAt).toBeNull();
    });
  });

  describe('consume', () => {
    it('accepts the right code once, then answers code_used', async () => {
      const { code } = await issue();
      await expect(consume(code)).resolves.toBeUndefined();
      await expect(consume(code)).rejects.toMatchObject({ code: 'code_used' });
      const [row] = await rowsFor(destination);
      expect(row!.consumedAt).toEqual(clock);
    });

    it('lets exactly one of two concurrent consumes succeed', async () => {
      const { code } = await issue();
      const results = await Promise.allSettled([consume(code), consume(code)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({
        reason: { code: 'code_used' },
      });
    });

    it('answers invalid_verification_code when no code was sent', async () => {
      await expect(consume('123456')).rejects.toMatchObject({ code: 'invalid_verification_code' });
    });

    it('answers missing_verification_code for an empty code', async () => {
      await issue();
      await expect(consume('  ')).rejects.toMatchObject({ code: 'missing_verification_code' });
      expect((await rowsFor(destination))[0]!.attempts).toBe(0);
    });

    it('answers code_expired once expiredMinutes have passed', async () => {
      const { code } = await issue();
      advance(policy.codeExpiredMinutes * 60);
      await expect(consume(code)).rejects.toMatchObject({ code: 'code_expired' });
    });

    it('still accepts the code a second before it expires', async () => {
      const { code } = await issue();
      advance(policy.codeExpiredMinutes * 60 - 1);
      await expect(consume(code)).resolves.toBeUndefined();
    });

    it('counts wrong guesses and burns the code at codeMaxAttempts', async () => {
      const strict = { ...policy, codeMaxAttempts: 3 };
      const { code } = await issue();
      const wrong = wrongCodeFor(code);
      for (let guess = 1; guess <= 3; guess += 1) {
        await expect(consume(wrong, { policy: strict })).rejects.toMatchObject({
          code: 'invalid_verification_code',
        });
        expect((await rowsFor(destination))[0]!.attempts).toBe(guess);
      }
      await expect(consume(code, { policy: strict })).rejects.toMatchObject({
        code: 'invalid_verification_code',
      });
      expect((await rowsFor(destination))[0]!.consumedAt).toBeNull();
    });

    it('accepts the right code after fewer wrong guesses than the limit', async () => {
      const { code } = await issue();
      await expect(consume(wrongCodeFor(code))).rejects.toMatchObject({
        code: 'invalid_verification_code',
      });
      await expect(consume(code)).resolves.toBeUndefined();
    });

    it('does not accept a code for another purpose or destination', async () => {
      const { code } = await issue();
      await expect(consume(code, { purpose: 'login' })).rejects.toMatchObject({
        code: 'invalid_verification_code',
      });
      await expect(consume(code, { destination: `${destination}9` })).rejects.toMatchObject({
        code: 'invalid_verification_code',
      });
      await expect(consume(code)).resolves.toBeUndefined();
    });

    it('leaves the code usable when the caller’s transaction rolls back', async () => {
      const { code } = await issue();
      await expect(
        database.db.transaction(async (tx) => {
          await consume(code, { tx });
          throw new Error('account could not be created');
        }),
      ).rejects.toThrow('account could not be created');
      expect((await rowsFor(destination))[0]!.consumedAt).toBeNull();
      await database.db.transaction(async (tx) => {
        await consume(code, { tx });
      });
      await expect(consume(code)).rejects.toMatchObject({ code: 'code_used' });
    });

    it('verify checks without using the code up and counts a wrong guess', async () => {
      const { code } = await issue();
      const input = { merchantId: merchant.id, purpose: 'register' as const, destination, policy };
      await expect(codes.verify({ ...input, code })).resolves.toBeUndefined();
      await expect(codes.verify({ ...input, code: wrongCodeFor(code) })).rejects.toMatchObject({
        code: 'invalid_verification_code',
      });
      expect((await rowsFor(destination))[0]).toMatchObject({ attempts: 1, consumedAt: null });
      await expect(consume(code)).resolves.toBeUndefined();
    });
  });

  describe('deliver', () => {
    const brand = () => merchant;

    it('sends the code by SMS through the outbox, and that code works', async () => {
      const sent = await codes.deliver({
        merchant: brand(),
        purpose: 'login',
        channel: 'sms',
        destination,
        ip,
      });
      expect(sent).toEqual({ expiredMinutes: policy.codeExpiredMinutes });
      const message = await latestMessage(database.db, destination, 'sms');
      expect(message).toMatchObject({
        purpose: 'login-code',
        transport: 'outbox',
        status: 'stored',
      });
      const code = extractCode(message!.body);
      expect(message!.body).toBe(
        `Your Lucky Lotus code is ${code}. It expires in ${policy.codeExpiredMinutes} minutes.`,
      );
      await expect(consume(code, { purpose: 'login' })).resolves.toBeUndefined();
    });

    it('sends the code by mail with a subject, in the asked language', async () => {
      const mailbox = `member${serial}@example.com`;
      await codes.deliver({
        merchant: brand(),
        purpose: 'reset',
        channel: 'email',
        destination: mailbox,
        ip,
        language: 'th',
      });
      const message = await latestMessage(database.db, mailbox, 'email');
      expect(message!.subject).toBe('รหัสยืนยัน Lucky Lotus ของคุณ');
      expect(message!.body).toContain('นาที');
      const code = extractCode(message!.body);
      await expect(
        consume(code, { purpose: 'reset', destination: mailbox }),
      ).resolves.toBeUndefined();
    });

    it('follows the brand’s code expiry', async () => {
      const custom = { ...brand(), authPolicy: { codeExpiredMinutes: 3 } };
      await expect(
        codes.deliver({ merchant: custom, purpose: 'register', channel: 'sms', destination, ip }),
      ).resolves.toEqual({ expiredMinutes: 3 });
      expect((await latestMessage(database.db, destination))!.body).toContain('3 minutes');
    });

    it('answers service_unavailable and leaves no code when the transport fails', async () => {
      const failing = createVerificationCodes({
        db: database.db,
        hmacKey,
        messaging: {
          mailer: createMessaging(database.db, testConfig()).mailer,
          sms: {
            send: () =>
              Promise.reject(new MessageDeliveryError('http', 'gateway answered HTTP 502')),
          },
        },
        now: () => clock,
      });
      await expect(
        failing.deliver({
          merchant: brand(),
          purpose: 'register',
          channel: 'sms',
          destination,
          ip,
        }),
      ).rejects.toMatchObject({ code: 'service_unavailable', status: 503 });
      expect(await rowsFor(destination)).toHaveLength(0);
      // nothing arrived, so an immediate retry is not throttled
      await expect(
        codes.deliver({ merchant: brand(), purpose: 'register', channel: 'sms', destination, ip }),
      ).resolves.toBeDefined();
    });

    it('refuses a resend within the cooldown with too_many_requests and sends nothing', async () => {
      await codes.deliver({
        merchant: brand(),
        purpose: 'register',
        channel: 'sms',
        destination,
        ip,
      });
      const first = await latestMessage(database.db, destination);
      await expect(
        codes.deliver({ merchant: brand(), purpose: 'register', channel: 'sms', destination, ip }),
      ).rejects.toMatchObject({ code: 'too_many_requests', status: 429 });
      expect((await latestMessage(database.db, destination))!.id).toBe(first!.id);
    });
  });
});
