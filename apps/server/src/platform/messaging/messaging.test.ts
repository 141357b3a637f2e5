import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { latestMessage } from '../../../test/outbox-kit.ts';
import { createMessaging, isDevOutboxEnabled } from './index.ts';

describe('createMessaging', () => {
  let database: Database;
  let merchantId: number;

  beforeAll(async () => {
    ({ database, merchantId } = await openSeededDatabase());
  });
  afterAll(() => database.close());

  it('uses the outbox for both channels by default', async () => {
    const { mailer, sms } = createMessaging(database.db, testConfig());
    await mailer.send({ merchantId, to: 'a@b.test', subject: 's', text: 't', purpose: 'p' });
    await sms.send({ merchantId, to: '+661', text: 't', purpose: 'p' });
    expect(await latestMessage(database.db, 'a@b.test')).toMatchObject({ transport: 'outbox' });
    expect(await latestMessage(database.db, '+661')).toMatchObject({ transport: 'outbox' });
  });

  it('fails fast when smtp is chosen without SMTP_URL', () => {
    expect(() => createMessaging(database.db, testConfig({ MAIL_TRANSPORT: 'smtp' }))).toThrow(
      'MAIL_TRANSPORT=smtp needs SMTP_URL',
    );
  });

  it('fails fast when http is chosen without SMS_GATEWAY_URL', () => {
    expect(() => createMessaging(database.db, testConfig({ SMS_TRANSPORT: 'http' }))).toThrow(
      'SMS_TRANSPORT=http needs SMS_GATEWAY_URL',
    );
  });

  it('builds the real transports when their URLs are given', () => {
    expect(() =>
      createMessaging(
        database.db,
        testConfig({
          MAIL_TRANSPORT: 'smtp',
          SMTP_URL: 'smtp://127.0.0.1:2525',
          SMS_TRANSPORT: 'http',
          SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
        }),
      ),
    ).not.toThrow();
  });
});

describe('isDevOutboxEnabled', () => {
  it('is on outside production and off in production by default', () => {
    expect(isDevOutboxEnabled(testConfig())).toBe(true);
    expect(isDevOutboxEnabled(testConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(isDevOutboxEnabled(testConfig({ NODE_ENV: 'production' }))).toBe(false);
  });

  it('follows DEV_OUTBOX when it is set', () => {
    expect(isDevOutboxEnabled(testConfig({ DEV_OUTBOX: 'false' }))).toBe(false);
  });
});
