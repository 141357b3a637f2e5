import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { merchants } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import type { Merchant } from './merchant-context.ts';
import { createOutboxMailer, createOutboxSmsSender } from './messaging/outbox-transport.ts';

interface OutboxAnswer {
  success: boolean;
  value: { messages: { recipient: string; body: string; channel: string; createdAt: string }[] };
}

describe(`GET ${apiPaths.devOutbox}`, () => {
  let context: TestContext;
  let lotus: Merchant;

  beforeAll(async () => {
    context = await createTestApp();
    const db = context.database.db;
    [lotus] = (await db.select().from(merchants).limit(1)) as [Merchant];
    const { id: _id, ...copy } = lotus;
    const [other] = await db
      .insert(merchants)
      .values({ ...copy, code: 'other', isDefault: false, mainDomain: 'other.test' })
      .returning();
    const sms = createOutboxSmsSender(db);
    for (let index = 1; index <= 52; index += 1) {
      await sms.send({
        merchantId: lotus.id,
        to: '+66810000000',
        text: `sms ${index}`,
        purpose: 'login-code',
      });
    }
    await createOutboxMailer(db).send({
      merchantId: lotus.id,
      to: 'dev@example.com',
      subject: 'Your code',
      text: 'Your Lucky Lotus code is 246810.',
      purpose: 'register-code',
    });
    await sms.send({
      merchantId: other!.id,
      to: '+66810000000',
      text: 'other brand',
      purpose: 'login-code',
    });
  });
  afterAll(() => context.close());

  const get = async (query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `${apiPaths.devOutbox}${query}`,
      headers: { merchant: lotus.code },
    });
    return { status: response.statusCode, body: response.json<OutboxAnswer>() };
  };

  it('shows the brand’s latest 50 messages, newest first, with their whole body', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { messages } = body.value;
    expect(messages).toHaveLength(50);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      recipient: 'dev@example.com',
      subject: 'Your code',
      body: 'Your Lucky Lotus code is 246810.',
      status: 'stored',
      transport: 'outbox',
    });
    expect(messages[1]!.body).toBe('sms 52');
    expect(messages[49]!.body).toBe('sms 4');
    expect(messages.some((message) => message.body === 'other brand')).toBe(false);
    expect(messages[0]).not.toHaveProperty('merchantId');
    expect(new Date(messages[0]!.createdAt).toISOString()).toBe(messages[0]!.createdAt);
  });

  it('filters by recipient', async () => {
    const { body } = await get('?recipient=dev%40example.com');
    expect(body.value.messages.map((message) => message.recipient)).toEqual(['dev@example.com']);
    const none = await get('?recipient=nobody%40example.com');
    expect(none.body.value.messages).toEqual([]);
  });

  it('answers a 400 envelope for an over-long recipient', async () => {
    const { status, body } = await get(`?recipient=${'a'.repeat(400)}`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe(`${apiPaths.devOutbox} outside development`, () => {
  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['when DEV_OUTBOX=false', { DEV_OUTBOX: 'false' }],
  ] as const)('is not there %s', async (_label, config) => {
    const context = await createTestApp({ config });
    try {
      const response = await context.app.inject({ method: 'GET', url: apiPaths.devOutbox });
      expect(response.statusCode).toBe(404);
    } finally {
      await context.close();
    }
  });
});
