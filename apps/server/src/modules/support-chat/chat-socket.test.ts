import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { listenOn, type SocketClient } from '../../platform/testing/member-events-kit.ts';
import { createOtherBrand, otherAdminToken } from '../backoffice/testing/other-brand-kit.ts';
import { chatSocketNotLoggedIn } from './chat-socket.routes.ts';
import { chatOperator, chatVisitor, openGuest, valueOrCode } from './testing/chat-kit.ts';
import { nth, openChatSocket } from './testing/chat-socket-kit.ts';

describe('chat socket: messages, typing and read marks reach the other side, and only it', () => {
  let ctx: TestContext;
  let base: string;
  const clients: SocketClient[] = [];
  const open = (...args: Parameters<typeof openChatSocket>) => {
    const client = openChatSocket(...args);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    await createOtherBrand(ctx.database.db);
    base = await listenOn(ctx.app);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await ctx?.close();
  });

  it('relays between a member, the operators of the brand, and no one else', async () => {
    const memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const staff = await staffToken(ctx.app, 'cashier');
    const otherStaff = await otherAdminToken(ctx.app);
    const memberSocket = open(base, 'member', memberToken);
    const secondDevice = open(base, 'member', memberToken);
    const agentSocket = open(base, 'member', await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    const console = open(base, 'staff', staff);
    const otherConsole = open(base, 'staff', otherStaff, 'other', 'unrouted.example');
    await Promise.all(clients.map((client) => client.opened));

    const sent = valueOrCode(
      await chatVisitor(ctx.app, { token: memberToken }).send('hello'),
    ) as ChatMessage;
    expect(await console.next('message')).toMatchObject({ message: { id: sent.id } });
    expect(await secondDevice.next('message')).toMatchObject({ message: { text: 'hello' } });

    memberSocket.socket.send(JSON.stringify({ type: 'typing' }));
    expect(await console.next('typing')).toEqual({
      type: 'typing',
      conversationId: sent.conversationId,
      side: 'visitor',
    });
    console.socket.send(JSON.stringify({ type: 'typing', conversationId: sent.conversationId }));
    expect(await memberSocket.next('typing')).toMatchObject({ side: 'staff' });
    // another brand's operator cannot type into it
    otherConsole.socket.send(
      JSON.stringify({ type: 'typing', conversationId: sent.conversationId }),
    );

    const operator = chatOperator(ctx.app, staff);
    const reply = valueOrCode(await operator.send(sent.conversationId, 'hi!')) as ChatMessage;
    expect(await nth(memberSocket, 'message', 2)).toMatchObject({ message: { id: reply.id } });
    expect(await memberSocket.next('conversation')).toMatchObject({
      conversation: { status: 'open', assignedTo: 'cashier' },
    });
    await chatVisitor(ctx.app, { token: memberToken }).read(reply.id);
    expect(await console.next('read')).toEqual({
      type: 'read',
      conversationId: sent.conversationId,
      side: 'visitor',
      lastMessageId: reply.id,
    });

    // everything above reached its sockets; the strangers' sockets heard nothing of it
    const heard = (client: SocketClient) =>
      client.messages.filter((message) => message.type !== 'ping');
    expect(heard(agentSocket)).toEqual([]);
    expect(heard(otherConsole)).toEqual([]);
    expect(memberSocket.messages.filter((message) => message.type === 'typing')).toHaveLength(1);
  });

  it('a guest hears their own conversation; missing or wrong credentials close with 4401', async () => {
    const { guestToken } = valueOrCode(await openGuest(ctx.app, 'Bo', '10.9.0.1')) as {
      guestToken: string;
    };
    const guestSocket = open(base, 'guest', guestToken);
    await guestSocket.opened;
    const guest = chatVisitor(ctx.app, { guest: guestToken, ip: '10.9.0.1' });
    const sent = valueOrCode(await guest.send('hi')) as ChatMessage;
    const staff = chatOperator(ctx.app, await staffToken(ctx.app, 'cashier'));
    await staff.send(sent.conversationId, 'welcome');
    expect(await nth(guestSocket, 'message', 2)).toMatchObject({ message: { text: 'welcome' } });

    for (const [as, token] of [
      ['guest', 'wrong'],
      ['member', 'wrong'],
      ['staff', 'wrong'],
    ] as const) {
      const refused = open(base, as, token);
      expect((await refused.closed).code).toBe(chatSocketNotLoggedIn);
    }
  });
});
