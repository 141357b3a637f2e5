import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { hashPassword } from '../../identity/index.ts';
import { brandHeaders, loginToken } from '../../../../test/login-kit.ts';
import { rowCounts } from '../../../../test/row-count-kit.ts';

export const agentsPassword = 'Lotus#2026';

let passwordHash: Promise<string> | undefined;

/** Opens accounts straight in the database (one shared password hash), returns their ids. */
export async function addAccounts(
  db: Db,
  merchantId: number,
  accounts: Array<{ username: string; type: number; parentId: number | null }>,
): Promise<Record<string, number>> {
  passwordHash ??= hashPassword(agentsPassword);
  const hash = await passwordHash;
  const rows = await db
    .insert(members)
    .values(
      accounts.map((account) => ({
        merchantId,
        ...account,
        nickname: account.username,
        passwordHash: hash,
        isFirstLogin: false,
      })),
    )
    .returning({ id: members.id, username: members.username });
  return Object.fromEntries(rows.map((row) => [row.username, row.id]));
}

/** Calls of one logged-in account (or of nobody) with the demo brand's headers. */
export function agentCaller(app: FastifyInstance, token?: string) {
  const headers = { ...brandHeaders, ...(token ? { token } : {}) };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, query = {}) =>
    app.inject({
      method,
      url,
      headers,
      query,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  return {
    get: (url: string, query: Record<string, string> = {}) => send('GET', url, undefined, query),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    put: (url: string, body: unknown) => send('PUT', url, body),
  };
}
export type AgentCaller = ReturnType<typeof agentCaller>;

/** Logs an account in with the kit's password and returns its caller. */
export async function callerFor(app: FastifyInstance, username: string): Promise<AgentCaller> {
  return agentCaller(app, await loginToken(app, username, agentsPassword));
}

/** Asserts a 4xx envelope with `code`, and that no table changed. */
export async function expectRefusal(
  db: Db,
  send: () => Promise<{ statusCode: number; body: string; json(): unknown }>,
  status: number,
  code: string,
): Promise<void> {
  const before = await rowCounts(db);
  const response = await send();
  expect(
    { status: response.statusCode, code: (response.json() as { code?: string }).code },
    response.body,
  ).toEqual({ status, code });
  expect(await rowCounts(db)).toEqual(before);
}
