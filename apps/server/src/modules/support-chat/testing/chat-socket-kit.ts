import { chatPaths, chatSocketProtocol } from '@lobby/contracts';
import { openSocket, type SocketClient } from '../../../platform/testing/member-events-kit.ts';

/** Opens the chat socket as the page does: `?as=…`, the token as the second subprotocol. */
export function openChatSocket(
  base: string,
  as: 'member' | 'guest' | 'staff',
  token: string,
  merchant = 'lotus',
  host?: string,
): SocketClient {
  return openSocket(
    `${base}${chatPaths.socket}?merchant=${merchant}&as=${as}`,
    [chatSocketProtocol, token],
    host ? { host } : {},
  );
}

/** Waits until `count` messages of `type` have arrived (events after a first one). */
export async function nth(client: SocketClient, type: string, count: number, ms = 5_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = client.messages.filter((message) => message.type === type);
    if (found.length >= count) return found[count - 1]!;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} ${type} messages`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
