import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { latestMessage } from '../../../test/outbox-kit.ts';
import { MessageDeliveryError } from './delivery-error.ts';
import { createHttpSmsSender, httpDeliveredBody } from './http-sms-sender.ts';

interface GatewayCall {
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A loopback SMS gateway answering every POST with `status` (or never, when `hang`). */
async function startGateway(options: { status?: number; hang?: boolean } = {}) {
  const calls: GatewayCall[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      calls.push({
        method: request.method,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as unknown,
      });
      if (options.hang) return;
      response.writeHead(options.status ?? 200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('createHttpSmsSender (against a loopback gateway)', () => {
  let database: Database;
  let merchantId: number;

  beforeAll(async () => {
    ({ database, merchantId } = await openSeededDatabase());
  });
  afterAll(() => database.close());

  it('posts { to, text } with the bearer token and records the SMS as sent without the text', async () => {
    const gateway = await startGateway();
    try {
      const sms = createHttpSmsSender(database.db, { url: gateway.url, token: 'gw-secret' });
      await sms.send({ merchantId, to: '+66811111111', text: 'Code 735194', purpose: 'login' });
      expect(gateway.calls).toEqual([
        {
          method: 'POST',
          authorization: 'Bearer gw-secret',
          contentType: 'application/json',
          body: { to: '+66811111111', text: 'Code 735194' },
        },
      ]);
      const row = await latestMessage(database.db, '+66811111111', 'sms');
      expect(row).toMatchObject({ transport: 'http', status: 'sent', body: httpDeliveredBody });
      expect(JSON.stringify(row)).not.toContain('735194');
    } finally {
      await gateway.close();
    }
  });

  it('sends no Authorization header when no token is configured', async () => {
    const gateway = await startGateway();
    try {
      await createHttpSmsSender(database.db, { url: gateway.url }).send({
        merchantId,
        to: '+66811111112',
        text: 'hi',
        purpose: 'login',
      });
      expect(gateway.calls[0]!.authorization).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it('records a non-2xx answer as failed and throws MessageDeliveryError', async () => {
    const gateway = await startGateway({ status: 502 });
    try {
      const sms = createHttpSmsSender(database.db, { url: gateway.url, token: 't' });
      await expect(
        sms.send({ merchantId, to: '+66822222222', text: 'Code 100200', purpose: 'login' }),
      ).rejects.toBeInstanceOf(MessageDeliveryError);
      const row = await latestMessage(database.db, '+66822222222', 'sms');
      expect(row).toMatchObject({
        status: 'failed',
        error: 'gateway answered HTTP 502',
        body: httpDeliveredBody,
      });
    } finally {
      await gateway.close();
    }
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const gateway = await startGateway({ hang: true });
    try {
      const sms = createHttpSmsSender(database.db, { url: gateway.url, timeoutMs: 200 });
      await expect(
        sms.send({ merchantId, to: '+66833333333', text: 'x', purpose: 'login' }),
      ).rejects.toThrow(/http delivery failed/);
      expect(gateway.calls).toHaveLength(1);
      expect(await latestMessage(database.db, '+66833333333', 'sms')).toMatchObject({
        status: 'failed',
      });
    } finally {
      await gateway.close();
    }
  });
});
