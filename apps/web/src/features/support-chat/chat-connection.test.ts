import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl, connectChat } from './chat-connection.ts';

/** A stand-in websocket: records what the page opened and sent, lets the test drive it. */
class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

afterEach(() => vi.useRealTimers());

function connect(overrides: Partial<Parameters<typeof connectChat>[0]> = {}) {
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const onReconnect = vi.fn();
  const connection = connectChat({
    as: 'member',
    token: 'tok',
    merchantCode: 'lotus',
    onEvent: (event) => events.push(event),
    onReconnect,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    ...overrides,
  });
  return { connection, sockets, events, onReconnect };
}

describe('chat connection', () => {
  it('addresses the chat socket beside the page, the token as a subprotocol', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'lotus.example' }, 'guest', 'lotus')).toBe(
      'wss://lotus.example/wps/chat/ws?merchant=lotus&as=guest',
    );
    const { sockets, connection } = connect();
    expect(sockets[0]!.protocols).toEqual(['lobby-chat', 'tok']);
    connection.close();
  });

  it('passes events on, sends typing, reconnects after a drop and says so', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const { sockets, events, onReconnect, connection } = connect();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'ping' }) });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(events).toEqual([{ type: 'ping' }]);
    connection.sendTyping(7);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'typing', conversationId: 7 })]);

    sockets[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    connection.close();
    vi.unstubAllGlobals();
  });

  it('stops for good when the credentials are refused (4401)', () => {
    vi.useFakeTimers();
    const { sockets, connection } = connect();
    sockets[0]!.onclose?.({ code: 4401 });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    connection.close();
  });
});
