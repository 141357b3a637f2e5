import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@lobby/contracts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { openTwoInstances, type TwoInstances } from '../../../test/two-instances-kit.ts';
import { listenOn, type SocketClient } from '../../platform/testing/member-events-kit.ts';
import { chatOperator, chatVisitor, valueOrCode } from './testing/chat-kit.ts';
import { openChatSocket } from './testing/chat-socket-kit.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer or a reverse proxy:
 * the member's socket is on one, the operator's console on the other; chat events relay
 * through LISTEN/NOTIFY only.
 */
describe.skipIf(!postgresUrl)('chat across two instances on PostgreSQL', () => {
  let instances: TwoInstances;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const clients: SocketClient[] = [];

  beforeAll(async () => {
    instances = await openTwoInstances(postgresUrl!);
    ({ first, second } = instances);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await instances?.close();
  });

  it('a member on one instance and the operator on the other hear each other', async () => {
    const memberToken = await loginToken(first, 'demo', 'Lotus#2026');
    const staff = await staffToken(second, 'cashier');
    const memberSocket = openChatSocket(await listenOn(first), 'member', memberToken);
    const console = openChatSocket(await listenOn(second), 'staff', staff);
    clients.push(memberSocket, console);
    await Promise.all([memberSocket.opened, console.opened]);
    await first.ready();

    // the first message may go before the link listens: send until the console hears one
    const member = chatVisitor(first, { token: memberToken });
    let sent: ChatMessage | undefined;
    for (let attempt = 0; attempt < 10 && console.messages.length === 0; attempt += 1) {
      sent = valueOrCode(await member.send(`hello ${attempt}`)) as ChatMessage;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await console.next('message')).toMatchObject({
      message: { conversationId: sent!.conversationId, author: 'member' },
    });

    const reply = valueOrCode(
      await chatOperator(second, staff).send(sent!.conversationId, 'from the other instance'),
    ) as ChatMessage;
    await expect
      .poll(() =>
        memberSocket.messages.some(
          (message) =>
            message.type === 'message' && (message.message as ChatMessage).id === reply.id,
        ),
      )
      .toBe(true);
  });
});
