import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { hashPassword } from '../identity/index.ts';
import { trialToken } from '../wallet/testing/wallet-kit.ts';
import { composed, idOf, inboxCaller, inboxOperator } from './testing/member-services-kit.ts';

interface ListValue {
  messages: Array<{
    id: number;
    title: string;
    bodyHtml: string;
    isRead: boolean;
    isPlatform: boolean;
  }>;
  total: number;
  unread: number;
}

describe('inbox (messageV2): audiences, read state, authorization', () => {
  let ctx: TestContext;
  let demo: ReturnType<typeof inboxCaller>;
  let agent: ReturnType<typeof inboxCaller>;
  let operator: ReturnType<typeof inboxOperator>;
  const db = () => ctx.database.db;
  const listOf = async (caller: ReturnType<typeof inboxCaller>, query = '') =>
    (await caller.list(query)).json().value as ListValue;
  const unreadOf = async (caller: ReturnType<typeof inboxCaller>) =>
    ((await caller.unread()).json() as { value: { unread: number } }).value.unread;
  const idsOf = async (caller: ReturnType<typeof inboxCaller>, query = '') =>
    (await listOf(caller, query)).messages.map((message) => message.id);
  const receipts = async () =>
    Number(
      (await rowsOf<{ n: number }>(db(), sql`select count(*) as n from inbox_receipts`))[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    demo = inboxCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    agent = inboxCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    operator = inboxOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterAll(async () => ctx?.close());

  it('delivers a direct message to its member only, counts it unread, then read', async () => {
    const before = await unreadOf(demo);
    const id = idOf(await operator.compose(composed({ kind: 'member', username: 'demo' }, 'Hi')));
    expect(await unreadOf(demo)).toBe(before + 1);
    expect(await idsOf(agent)).not.toContain(id);

    // another member can neither read nor delete it, and nothing is written for them
    const written = await receipts();
    for (const answer of [await agent.read(id), await agent.remove(id)]) {
      expect({ status: answer.statusCode, code: answer.json().code }).toEqual({
        status: 404,
        code: 'inbox_message_not_found',
      });
    }
    expect(await receipts()).toBe(written);

    const read = await demo.read(id);
    expect(read.json().value).toEqual({ unread: before });
    const message = (await listOf(demo)).messages.find((row) => row.id === id)!;
    expect(message).toMatchObject({ title: 'Hi', isRead: true, isPlatform: false });
  });

  it('stores a broadcast once: no row per member until one reads it', async () => {
    const rowsBefore = await receipts();
    const id = idOf(await operator.compose(composed({ kind: 'brand' }, 'Everyone')));
    expect(await receipts()).toBe(rowsBefore);
    expect(await idsOf(demo)).toContain(id);
    expect(await idsOf(agent)).toContain(id);
    await demo.read(id);
    expect(await receipts()).toBe(rowsBefore + 1);
    const forAgent = (await listOf(agent)).messages.find((row) => row.id === id)!;
    expect(forAgent.isRead).toBe(false);
  });

  it('reaches segments: a VIP level and above, an agent team, the agents', async () => {
    const vipHigh = idOf(await operator.compose(composed({ kind: 'vip', minLevel: 9 }, 'VIP 9')));
    const vipAll = idOf(await operator.compose(composed({ kind: 'vip', minLevel: 0 }, 'VIP 0')));
    const team = idOf(
      await operator.compose(composed({ kind: 'team', agentUsername: 'agent' }, 'Team')),
    );
    const agents = idOf(await operator.compose(composed({ kind: 'agents' }, 'Agents')));
    const demoIds = await idsOf(demo);
    expect(demoIds).toEqual(expect.arrayContaining([vipAll, team]));
    expect(demoIds).not.toContain(vipHigh);
    expect(demoIds).not.toContain(agents);
    // the agent's platform messages: to agents and to its team
    const platform = await idsOf(agent, '?box=platform');
    expect(platform).toEqual(expect.arrayContaining([team, agents]));
    expect(platform).not.toContain(vipAll);
  });

  it('schedules: a message is invisible before its time', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const id = idOf(
      await operator.compose(
        composed({ kind: 'member', username: 'demo' }, 'Later', { visibleFrom: later }),
      ),
    );
    expect(await idsOf(demo)).not.toContain(id);
    await db().execute(sql`update inbox_messages set visible_from = now() where id = ${id}`);
    expect(await idsOf(demo)).toContain(id);
  });

  it('deletes for the member only, marks all read, and withdraws for everyone', async () => {
    const id = idOf(await operator.compose(composed({ kind: 'brand' }, 'Gone soon')));
    expect((await demo.remove(id)).statusCode).toBe(200);
    expect(await idsOf(demo)).not.toContain(id);
    expect(await idsOf(agent)).toContain(id);
    // a deleted message cannot be read again
    expect((await demo.read(id)).statusCode).toBe(404);

    await operator.compose(composed({ kind: 'brand' }, 'Unread one'));
    expect(await unreadOf(demo)).toBeGreaterThan(0);
    expect((await demo.readAll()).json().value).toEqual({ unread: 0 });
    expect(await unreadOf(demo)).toBe(0);

    expect((await operator.withdraw(id)).json().value.withdrawnAt).not.toBeNull();
    expect(await idsOf(agent)).not.toContain(id);
  });

  it('sanitises the HTML of a message before it is stored', async () => {
    const id = idOf(
      await operator.compose({
        ...composed({ kind: 'member', username: 'demo' }, 'Clean'),
        bodyHtml: {
          en: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:x()">x</a> <a href="/promotions">deal</a></p>',
          th: '<img src=x onerror=alert(1)>',
          tl: 'ok',
        },
      }),
    );
    const message = (await listOf(demo)).messages.find((row) => row.id === id)!;
    expect(message.bodyHtml).not.toMatch(/script|onclick|javascript|onerror/);
    expect(message.bodyHtml).toContain('href="/promotions"');
    const th = (await listOf(demo, '?lang=th')).messages.find((row) => row.id === id)!;
    expect(th.bodyHtml).not.toContain('onerror');
  });

  it('answers trial accounts with an empty inbox and no queries of theirs change anything', async () => {
    await operator.compose(composed({ kind: 'brand' }, 'Not for trials'));
    const trial = inboxCaller(ctx.app, await trialToken(ctx.app));
    expect((await trial.list()).json().value).toEqual({ messages: [], total: 0, unread: 0 });
    expect((await trial.unread()).json().value).toEqual({ unread: 0 });
    const readAll = await trial.readAll();
    expect(readAll.statusCode).toBe(403);
  });

  it('shows a broadcast only to accounts that existed when it was sent', async () => {
    const before = idOf(await operator.compose(composed({ kind: 'brand' }, 'Before you')));
    const [merchant] = await rowsOf<{ merchant_id: number }>(
      db(),
      sql`select merchant_id from members where username = 'demo'`,
    );
    await db()
      .insert(members)
      .values({
        merchantId: Number(merchant!.merchant_id),
        username: 'latecomer',
        type: 0,
        nickname: 'Late',
        passwordHash: await hashPassword('Lotus#2026'),
        isFirstLogin: false,
      });
    const late = inboxCaller(ctx.app, await loginToken(ctx.app, 'latecomer', 'Lotus#2026'));
    const after = idOf(await operator.compose(composed({ kind: 'brand' }, 'After you')));
    const ids = await idsOf(late);
    expect(ids).toContain(after);
    expect(ids).not.toContain(before);
    await db().delete(members).where(eq(members.username, 'latecomer'));
  });

  it('refuses bad input with a 4xx envelope: unknown audience, bad ids, other brands', async () => {
    const unknown = await operator.compose(composed({ kind: 'member', username: 'nobody' }, 'x'));
    expect({ status: unknown.statusCode, code: unknown.json().code }).toEqual({
      status: 404,
      code: 'inbox_audience_not_found',
    });
    expect((await demo.read(0)).statusCode).toBe(400);
    expect((await demo.call('POST', '/wps/member/inbox/abc/read')).statusCode).toBe(400);
    expect((await operator.withdraw(999_999)).statusCode).toBe(404);
    const asMember = await demo.call('GET', '/bo/inbox/messages');
    expect(asMember.statusCode).toBe(401);
  });
});
