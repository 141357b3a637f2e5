import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workedThai } from '@lobby/game-math';
import { createHttpResultsFeed } from './draw-results-feed.ts';

/** What the local feed answers by path: [status, body]. */
const published: Record<string, [number, string]> = {
  '/feed/thai/TH/2025-08-16': [200, JSON.stringify({ numbers: workedThai })],
  '/feed/vn-north/MB/2025-08-02': [200, JSON.stringify({ numbers: ['12', 'x'] })],
  '/feed/vn-south/HCM/2025-08-02': [200, '<html>not json</html>'],
  '/feed/vn-central/HUE/2025-08-03': [503, 'down'],
};

describe('the HTTP results feed against a real local server', () => {
  let server: http.Server;
  let baseUrl: string;
  const requested: string[] = [];
  const warnings: string[] = [];
  const feed = () =>
    createHttpResultsFeed({
      baseUrl,
      fetch,
      log: { warn: (_details, message) => warnings.push(message) },
    });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requested.push(`${request.method} ${request.url} ${request.headers.accept}`);
      const [status, body] = published[request.url ?? ''] ?? [404, '{"error":"not yet"}'];
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a published sheet (200) from GET {base}/{kind}/{station}/{date}', async () => {
    expect(await feed().fetchResult('thai', 'TH', '2025-08-16')).toEqual(workedThai);
    expect(requested.at(-1)).toBe('GET /feed/thai/TH/2025-08-16 application/json');
  });

  it('answers null for a sheet not yet published (404), without a warning', async () => {
    const before = warnings.length;
    expect(await feed().fetchResult('vn-north', 'MB', '2025-08-03')).toBeNull();
    expect(requested.at(-1)).toBe('GET /feed/vn-north/MB/2025-08-03 application/json');
    expect(warnings.length).toBe(before);
  });

  it('answers null and logs for a body that is not a sheet, a failing status or no server', async () => {
    warnings.length = 0;
    expect(await feed().fetchResult('vn-north', 'MB', '2025-08-02')).toBeNull();
    expect(await feed().fetchResult('vn-south', 'HCM', '2025-08-02')).toBeNull();
    expect(await feed().fetchResult('vn-central', 'HUE', '2025-08-03')).toBeNull();
    const unreachable = createHttpResultsFeed({
      baseUrl: 'http://127.0.0.1:1',
      fetch,
      log: { warn: (_details, message) => warnings.push(message) },
    });
    expect(await unreachable.fetchResult('thai', 'TH', '2025-08-16')).toBeNull();
    expect(warnings).toEqual([
      'results feed answered something that is not a sheet',
      'results feed answered something that is not a sheet',
      'results feed refused',
      'results feed unreachable',
    ]);
  });
});
