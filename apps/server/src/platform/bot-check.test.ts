import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotChallenge } from '@lobby/contracts';
import type { Database } from '../db/client.ts';
import { botCheckUses } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/database-kit.ts';
import { solveChallenge } from '../../test/bot-check-kit.ts';
import { assertBotCheck, createProofOfWorkBotCheck, type BotCheck } from './bot-check.ts';
import { AppError } from './app-error.ts';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (field: string) =>
  JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as Record<string, unknown>;

describe('proof-of-work bot check', () => {
  let database: Database;
  let clock: Date;
  let botCheck: BotCheck;
  const hmacKey = randomBytes(32);

  beforeAll(async () => {
    database = await createTestDatabase();
    clock = new Date('2030-01-01T00:00:00Z');
    botCheck = createProofOfWorkBotCheck({
      db: database.db,
      hmacKey,
      maxNumber: 1000,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const freshSolution = async () => solveChallenge(await botCheck.createChallenge());

  it('issues a signed SHA-256 challenge whose salt carries its expiry', async () => {
    const challenge: BotChallenge = await botCheck.createChallenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+$/);
    expect(Number(challenge.salt.split('=')[1])).toBe(clock.getTime() / 1000 + 300);
  });

  it('accepts a solved challenge once and refuses it the second time', async () => {
    const solution = await freshSolution();
    expect(await botCheck.verify(solution)).toBe(true);
    expect(await botCheck.verify(solution)).toBe(false);
  });

  it('refuses a tampered signature', async () => {
    const payload = decode(await freshSolution());
    const signature = String(payload.signature);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(await botCheck.verify(encode({ ...payload, signature: flipped }))).toBe(false);
    expect(await botCheck.verify(encode({ ...payload, signature: 'ab' }))).toBe(false);
  });

  it('refuses a challenge the server did not sign, even when correctly solved', async () => {
    const salt = `${randomBytes(12).toString('hex')}?expires=${clock.getTime() / 1000 + 60}`;
    const challenge = createHash('sha256').update(`${salt}7`).digest('hex');
    const forged = encode({
      algorithm: 'SHA-256',
      challenge,
      number: 7,
      salt,
      signature: 'a'.repeat(64),
    });
    expect(await botCheck.verify(forged)).toBe(false);
  });

  it('refuses a wrong number', async () => {
    const payload = decode(await freshSolution());
    const wrong = (Number(payload.number) + 1) % 1001;
    expect(await botCheck.verify(encode({ ...payload, number: wrong }))).toBe(false);
  });

  it('refuses a salt whose expiry was changed', async () => {
    const payload = decode(await freshSolution());
    const later = String(payload.salt).replace(/expires=\d+/, 'expires=9999999999');
    expect(await botCheck.verify(encode({ ...payload, salt: later }))).toBe(false);
  });

  it('refuses an expired solution', async () => {
    const solution = await freshSolution();
    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + 5 * 60_000 + 1_000);
    try {
      expect(await botCheck.verify(solution)).toBe(false);
    } finally {
      clock = issuedAt;
    }
  });

  it('answers false, never throws, for garbage', async () => {
    const garbage = [
      '',
      '!!!not base64!!!',
      Buffer.from('not json').toString('base64'),
      encode(null),
      encode([1, 2]),
      encode({ algorithm: 'SHA-1' }),
      encode({ algorithm: 'SHA-256', challenge: 'x', number: -1, salt: '', signature: '' }),
      'A'.repeat(5000),
    ];
    for (const field of garbage) {
      await expect(botCheck.verify(field), field.slice(0, 30)).resolves.toBe(false);
    }
  });

  it('sweeps replay guards that have expired', async () => {
    await database.db.insert(botCheckUses).values({
      signature: 'stale',
      expiresAt: new Date(clock.getTime() - 1_000),
    });
    const sweeping = createProofOfWorkBotCheck({
      db: database.db,
      hmacKey,
      maxNumber: 1000,
      now: () => clock,
    });
    expect(await sweeping.verify(solveChallenge(await sweeping.createChallenge()))).toBe(true);
    const rows = await database.db.select().from(botCheckUses);
    expect(rows.map((row) => row.signature)).not.toContain('stale');
  });

  it('assertBotCheck throws bot_check_failed for a missing or bad solution', async () => {
    await expect(assertBotCheck(botCheck, undefined)).rejects.toMatchObject({
      code: 'bot_check_failed',
    });
    await expect(assertBotCheck(botCheck, 'junk')).rejects.toBeInstanceOf(AppError);
    await expect(assertBotCheck(botCheck, await freshSolution())).resolves.toBeUndefined();
  });
});
