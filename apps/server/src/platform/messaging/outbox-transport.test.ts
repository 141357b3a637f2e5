import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { latestMessage } from '../../../test/outbox-kit.ts';
import { createOutboxMailer, createOutboxSmsSender } from './outbox-transport.ts';
import { listOutboxMessages } from './outbox-store.ts';

describe('outbox transports', () => {
  let database: Database;
  let merchantId: number;

  beforeAll(async () => {
    ({ database, merchantId } = await openSeededDatabase());
  });
  afterAll(() => database.close());

  it('stores a whole mail with status stored', async () => {
    await createOutboxMailer(database.db).send({
      merchantId,
      to: 'ann@example.com',
      subject: 'Your code',
      text: 'Your code is 123456.',
      purpose: 'register-code',
    });
    const row = await latestMessage(database.db, 'ann@example.com', 'email');
    expect(row).toMatchObject({
      merchantId,
      channel: 'email',
      subject: 'Your code',
      body: 'Your code is 123456.',
      purpose: 'register-code',
      transport: 'outbox',
      status: 'stored',
      error: null,
    });
  });

  it('stores a whole SMS with status stored and no subject', async () => {
    await createOutboxSmsSender(database.db).send({
      merchantId,
      to: '+66812345678',
      text: 'Code 654321',
      purpose: 'login-code',
    });
    const row = await latestMessage(database.db, '+66812345678', 'sms');
    expect(row).toMatchObject({ channel: 'sms', subject: null, body: 'Code 654321' });
    expect(await latestMessage(database.db, '+66812345678', 'email')).toBeUndefined();
  });

  it('lists a brand’s messages newest first, filtered by recipient and limited', async () => {
    const sms = createOutboxSmsSender(database.db);
    for (const text of ['first', 'second', 'third']) {
      await sms.send({ merchantId, to: '+66800000001', text, purpose: 'login-code' });
    }
    const forRecipient = await listOutboxMessages(database.db, merchantId, {
      recipient: '+66800000001',
    });
    expect(forRecipient.map((row) => row.body)).toEqual(['third', 'second', 'first']);
    const limited = await listOutboxMessages(database.db, merchantId, { limit: 2 });
    expect(limited.map((row) => row.body)).toEqual(['third', 'second']);
    expect(await listOutboxMessages(database.db, merchantId + 1000)).toEqual([]);
  });
});
