import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { captchaChallenges, merchants } from '../db/schema/index.ts';
import { createTestDatabase } from '../../test/database-kit.ts';
import { createCaptchaService, randomCaptchaAnswer, type CaptchaService } from './captcha.ts';

describe('captcha service', () => {
  let database: Database;
  let captcha: CaptchaService;
  let clock: Date;
  let merchantId: number;
  let otherMerchantId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const brand = (code: string) => ({
      code,
      name: code,
      currencyCode: 'THB',
      currencySymbol: '฿',
      currencyDecimals: 2,
      languages: ['en' as const],
      defaultLanguage: 'en' as const,
      timeZone: 'Asia/Bangkok',
      theme: {
        primaryColor: '#c2185b',
        accentColor: '#f5b301',
        backgroundColor: '#14101f',
        surfaceColor: '#221a33',
        textColor: '#f4f0fa',
        logoUrl: '/logo.svg',
      },
      mainDomain: `${code}.example`,
    });
    const brands = await database.db
      .insert(merchants)
      .values([brand('first'), brand('second')])
      .returning({ id: merchants.id });
    [merchantId, otherMerchantId] = brands.map((row) => row.id) as [number, number];
    clock = new Date('2030-01-01T00:00:00Z');
    captcha = createCaptchaService({
      db: database.db,
      hmacKey: randomBytes(32),
      now: () => clock,
      createAnswer: () => 'KM7X4',
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('issues an SVG data URL and a 128-bit id, storing no plain answer', async () => {
    const { image, captchaId } = await captcha.issue(merchantId);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).not.toContain('KM7X4');
    expect(Buffer.from(captchaId, 'base64url')).toHaveLength(16);
    const rows = await database.db.select().from(captchaChallenges);
    expect(rows.some((row) => row.answerHash.toLowerCase().includes('km7x4'))).toBe(false);
  });

  it('accepts the right answer once, in any case, then never again', async () => {
    const { captchaId } = await captcha.issue(merchantId);
    expect(await captcha.verify(merchantId, captchaId, 'km7x4')).toBe(true);
    expect(await captcha.verify(merchantId, captchaId, 'KM7X4')).toBe(false);
  });

  it('refuses a wrong answer and is used up by it', async () => {
    const { captchaId } = await captcha.issue(merchantId);
    expect(await captcha.verify(merchantId, captchaId, 'KM7X5')).toBe(false);
    expect(await captcha.verify(merchantId, captchaId, 'KM7X4')).toBe(false);
  });

  it("refuses another brand's captcha", async () => {
    const { captchaId } = await captcha.issue(merchantId);
    expect(await captcha.verify(otherMerchantId, captchaId, 'KM7X4')).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const { captchaId } = await captcha.issue(merchantId);
    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + 5 * 60_000);
    try {
      expect(await captcha.verify(merchantId, captchaId, 'KM7X4')).toBe(false);
    } finally {
      clock = issuedAt;
    }
  });

  it('refuses unknown ids and empty or oversized answers without throwing', async () => {
    const { captchaId } = await captcha.issue(merchantId);
    expect(await captcha.verify(merchantId, 'no-such-id', 'KM7X4')).toBe(false);
    expect(await captcha.verify(merchantId, captchaId, '')).toBe(false);
    expect(await captcha.verify(merchantId, captchaId, 'x'.repeat(500))).toBe(false);
    expect(await captcha.verify(merchantId, '', 'KM7X4')).toBe(false);
  });

  it('makes answers of 4 or 5 unambiguous characters', () => {
    const answers = Array.from({ length: 200 }, randomCaptchaAnswer);
    for (const answer of answers) expect(answer).toMatch(/^[A-Z2-9]{4,5}$/);
    expect(answers.join('')).not.toMatch(/[01OIL]/);
    expect(new Set(answers.map((answer) => answer.length))).toEqual(new Set([4, 5]));
  });
});
