import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from '@lobby/contracts';
import { apiPaths, type Endpoint } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { encryptBody } from '../../test/encrypted-body-kit.ts';
import { solveBotCheck } from '../../test/bot-check-kit.ts';
import { brandHeaders } from '../../test/login-kit.ts';
import { createRegistrationKit } from '../../test/registration-kit.ts';
import { rowCounts } from '../../test/row-count-kit.ts';
import { findNulCharacter } from './nul-character-guard.ts';

const nulText = 'a\u0000b';

describe('findNulCharacter', () => {
  it('names the first string or key holding U+0000, however deep', () => {
    expect(findNulCharacter({ a: 'ok', b: [{ c: nulText }] }, 'body')).toBe('body.b.0.c');
    expect(findNulCharacter({ [nulText]: 1 }, 'query')).toBe(`query.${nulText}`);
    expect(findNulCharacter({ a: 'ok', n: 1, z: null }, 'body')).toBeUndefined();
  });

  it('finds it escaped in a raw JSON body, not in an escaped backslash nor in a file', () => {
    expect(findNulCharacter(Buffer.from('{"id":"a\\u0000"}'), 'body')).toBe('body.id');
    // an uploaded image is full of NUL bytes: it is not text
    expect(
      findNulCharacter(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]), 'body'),
    ).toBeUndefined();
    expect(findNulCharacter(Buffer.from('{"id":"a\\\\u0000"}'), 'body')).toBeUndefined();
  });
});

/** Every endpoint object the contracts export (what the route kit registers routes from). */
function allEndpoints(): Endpoint[] {
  return Object.values(contracts as Record<string, unknown>).filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'auth' in value &&
      'response' in value,
  );
}

/** The field names of an object schema (unwrapping optional/default/pipe wrappers), else none. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let step = 0; step < 5 && current; step += 1) {
    const inner = current as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
    if (inner.shape) return Object.keys(inner.shape);
    current = inner.def?.['innerType'] ?? inner.def?.['in'] ?? inner.def?.['schema'];
  }
  return [];
}

const withNul = (names: string[]) =>
  Object.fromEntries((names.length ? names : ['probe']).map((name) => [name, nulText]));

describe('a NUL character in any input', () => {
  let context: TestContext;
  let ipCounter = 0;
  // a fresh address per call, so the sweep measures the guard, not the rate limits
  const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const send = (options: {
    method: Endpoint['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) =>
    context.app.inject({
      method: options.method,
      url: options.url,
      headers: { ...brandHeaders, ...options.headers },
      remoteAddress: nextIp(),
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  it('is refused as a 400 on every route (path, query and body) and changes nothing', async () => {
    const before = await rowCounts(context.database.db);
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const params = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const path = contracts.endpointPath(
        endpoint,
        Object.fromEntries(params.map((name) => [name, 'x'])),
      );
      const nulPath = contracts.endpointPath(endpoint, withNul(params));
      const query = new URLSearchParams(withNul(fieldNames(endpoint.query))).toString();
      const probes = [
        ...(params.length ? [{ where: 'params', url: nulPath }] : []),
        { where: 'query', url: `${path}?${query}` },
      ];
      for (const probe of probes) {
        const response = await send({ method: endpoint.method, url: probe.url });
        // raw routes of a provider answer in their own envelope; every other is ours
        if (response.statusCode !== 400) {
          failures.push(
            `${endpoint.method} ${endpoint.path} ${probe.where}: ${response.statusCode}`,
          );
        }
      }
      if (endpoint.method === 'GET') continue;
      const plain = withNul(fieldNames(endpoint.body));
      const payload = endpoint.encrypted ? await encryptBody(context.app, plain, 'lotus') : plain;
      const response = await send({ method: endpoint.method, url: path, payload });
      // a route guarded on arrival refuses strangers before reading the body: 401 is fine there
      if (response.statusCode >= 500 || ![400, 401].includes(response.statusCode)) {
        failures.push(`${endpoint.method} ${endpoint.path} body: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(context.database.db)).toEqual(before);
  });

  it('answers with the nul_character envelope naming the field', async () => {
    const response = await send({ method: 'GET', url: `${contracts.gamePaths.search}?q=a%00` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'nul_character',
      messageKey: 'err_nul_character',
      fields: [{ field: 'query.q', messageKey: 'err_nul_character' }],
    });
  });

  it('is refused at the member login (sealed body), before any account lookup', async () => {
    const payload = await encryptBody(
      context.app,
      {
        type: 'password',
        portal: 'member',
        username: 'somchai\u0000',
        password: 'x',
        botCheck: await solveBotCheck(context.app),
      },
      'lotus',
    );
    const response = await send({ method: 'POST', url: apiPaths.login, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'nul_character',
      fields: [{ field: 'body.username' }],
    });
  });

  it('is refused in the registration domain (sealed), with no account made', async () => {
    const kit = createRegistrationKit(
      () => ({ app: context.app, db: context.database.db, merchantId: 0 }),
      { ipBlock: 61 },
    );
    const before = await rowCounts(context.database.db);
    const response = await kit.register(kit.validBody({ domain: 'lotus.example\u0000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'body.domain' }] });
    expect(await rowCounts(context.database.db)).toEqual(before);
  });

  it('is refused in the forgot-password name and the staff login name (sealed)', async () => {
    const forgot = await send({
      method: 'POST',
      url: apiPaths.forgotPasswordEmail,
      payload: { username: 'x\u0000', email: 'a@b.co' },
    });
    const staffBody = { username: 'admin\u0000', password: 'Secret123' };
    const staff = await send({
      method: 'POST',
      url: apiPaths.staffLogin,
      payload: await encryptBody(context.app, staffBody, 'lotus'),
    });
    for (const response of [forgot, staff]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: [{ field: 'body.username' }] });
    }
  });

  it('is refused in the sandbox provider token, and in the PAM API in its own envelope', async () => {
    const sandbox = await send({
      method: 'POST',
      url: contracts.sandboxRgsPaths.session,
      payload: { token: 'tok\u0000', vendor: 'SANDBOX', game: 'wheel' },
    });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json()).toMatchObject({
      code: 'nul_character',
      fields: [{ field: 'body.token' }],
    });

    const pam = await send({
      method: 'GET',
      url: `${contracts.pamPaths.balance.replace(':playerId', '1')}?provider=x%00`,
    });
    expect(pam.statusCode).toBe(400);
    expect(pam.json()).toMatchObject({ status: 'ERROR', error: { code: 'PAM_ERR_UNDEFINED' } });
  });
});
