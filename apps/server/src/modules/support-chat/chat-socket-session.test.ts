import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { listenOn, type SocketClient } from '../../platform/testing/member-events-kit.ts';
import { chatSocketNotLoggedIn } from './chat-socket.routes.ts';
import { openChatSocket } from './testing/chat-socket-kit.ts';

/** The sockets' periodic check (their ping) runs on an interval; the test moves it on. */
const checkIntervalMs = 25_000;

describe('chat socket: a channel ends with the session that opened it', () => {
  let ctx: TestContext;
  let base: string;
  const clients: SocketClient[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listenOn(ctx.app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await ctx?.close();
  });

  /** Opens a socket whose interval the test controls, and one that stays (the control). */
  async function openPair(as: 'member' | 'staff', ended: string, kept: string) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const endedSocket = openChatSocket(base, as, ended);
    const keptSocket = openChatSocket(base, as, kept);
    clients.push(endedSocket, keptSocket);
    await Promise.all([endedSocket.opened, keptSocket.opened]);
    return { endedSocket, keptSocket };
  }

  /** The other socket's check ran at the same tick: it answers live and its socket stays. */
  async function keptSurvives(kept: SocketClient) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
  }

  it("closes an operator's console when the operator logs out, and only that one", async () => {
    const ended = await staffToken(ctx.app, 'cashier');
    const kept = await staffToken(ctx.app, 'cashier');
    const { endedSocket, keptSocket } = await openPair('staff', ended, kept);
    const out = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.staffLogout,
      headers: { authorization: `Bearer ${ended}`, merchant: 'lotus' },
    });
    expect(out.statusCode).toBe(200);
    vi.advanceTimersByTime(checkIntervalMs);
    expect((await endedSocket.closed).code).toBe(chatSocketNotLoggedIn);
    await keptSurvives(keptSocket);
  });

  it("closes a member's chat when the member logs out, and only that one", async () => {
    const ended = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const kept = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const { endedSocket, keptSocket } = await openPair('member', ended, kept);
    const out = await ctx.app.inject({
      method: 'DELETE',
      url: apiPaths.logout,
      headers: { token: ended, merchant: 'lotus' },
    });
    expect(out.statusCode).toBe(200);
    vi.advanceTimersByTime(checkIntervalMs);
    expect((await endedSocket.closed).code).toBe(chatSocketNotLoggedIn);
    await keptSurvives(keptSocket);
  });
});
