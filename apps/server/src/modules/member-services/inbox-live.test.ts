import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import {
  listenOn,
  openSocket,
  type SocketClient,
} from '../../platform/testing/member-events-kit.ts';
import { composed, idOf, inboxCaller, inboxOperator } from './testing/member-services-kit.ts';

// the header's, menu's and member centre's unread counters follow the member's live channel
/** An event without the server's clock stamp (`at`, which every frame carries). */
function withoutClock(event: Record<string, unknown>): Record<string, unknown> {
  const { at, ...rest } = event;
  expect(typeof at).toBe('number');
  return rest;
}

describe('the inbox on the live channel', () => {
  let ctx: TestContext;
  let base: string;
  const clients: SocketClient[] = [];
  const connect = async (token: string) => {
    const client = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus`, ['lobby', token]);
    clients.push(client);
    await client.opened;
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listenOn(ctx.app);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await ctx?.close();
  });

  it('tells the member of a direct message and of its new count once read; nobody else', async () => {
    const demoToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const demo = await connect(demoToken);
    const bystander = await connect(await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    const operator = inboxOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    const id = idOf(await operator.compose(composed({ kind: 'member', username: 'demo' }, 'Hi')));
    expect(withoutClock(await demo.next('inbox_changed'))).toEqual({ type: 'inbox_changed' });
    demo.messages.length = 0;

    const read = await inboxCaller(ctx.app, demoToken).read(id);
    const { unread } = read.json().value as { unread: number };
    expect(withoutClock(await demo.next('inbox_changed'))).toEqual({
      type: 'inbox_changed',
      unread,
    });
    expect(bystander.messages.filter((event) => event.type === 'inbox_changed')).toEqual([]);
  });

  it('names the inbox in the catch-up of a page that was away while a message came', async () => {
    const demoToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const catchUpSince = async (since: number) => {
      const page = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus&since=${since}`, [
        'lobby',
        demoToken,
      ]);
      clients.push(page);
      const { changed } = await page.next('catch_up');
      page.socket.close(1000);
      return changed as string[];
    };
    const away = Date.now();
    const operator = inboxOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    idOf(await operator.compose(composed({ kind: 'member', username: 'demo' }, 'While away')));
    expect(await catchUpSince(away)).toContain('messages');
    // nothing since: a moment later, past the clocks' slack, the inbox is not named
    expect(await catchUpSince(Date.now() + 10_000)).not.toContain('messages');
  });

  it('tells every member of the brand of a broadcast, through the brand topic', async () => {
    const demo = await connect(await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    const agent = await connect(await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    const operator = inboxOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    idOf(await operator.compose(composed({ kind: 'brand' }, 'Everyone')));
    const broadcast = { type: 'inbox_changed', scope: 'brand' };
    expect(withoutClock(await demo.next('inbox_changed'))).toEqual(broadcast);
    expect(withoutClock(await agent.next('inbox_changed'))).toEqual(broadcast);
  });
});
