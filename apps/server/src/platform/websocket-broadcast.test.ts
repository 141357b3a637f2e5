import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sendFrame, textFrame } from './websocket-broadcast.ts';

let server: WebSocketServer;
let serverSide: WebSocket;
let client: WebSocket;

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const accepted = once(server, 'connection');
  client = new WebSocket(`ws://127.0.0.1:${port}`);
  [serverSide] = (await accepted) as [WebSocket];
  if (client.readyState !== WebSocket.OPEN) await once(client, 'open');
});

afterAll(async () => {
  client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends `text` through a prebuilt frame and resolves to what the client read. */
async function roundTrip(text: string): Promise<{ data: string; isBinary: boolean }> {
  const received = once(client, 'message') as Promise<[Buffer, boolean]>;
  const payload = Buffer.from(text);
  sendFrame(serverSide, textFrame(payload), payload, 1024 * 1024);
  const [data, isBinary] = await received;
  return { data: data.toString(), isBinary };
}

describe('prebuilt websocket frames', () => {
  // each of the three length encodings of RFC 6455 §5.2: 7 bits, 16 bits, 64 bits
  it.each([
    ['short (under 126 bytes)', 'x'.repeat(125)],
    ['medium (16-bit length)', 'é'.repeat(200)],
    ['long (64-bit length)', 'y'.repeat(70_000)],
  ])('a standard client reads a %s text frame as sent', async (_name, text) => {
    expect(await roundTrip(text)).toEqual({ data: text, isBinary: false });
  });

  it('keeps the order of frames sent back to back', async () => {
    const texts = ['one', 'two', 'three'];
    const seen: string[] = [];
    const all = new Promise<void>((resolve) => {
      const onMessage = (data: Buffer) => {
        seen.push(data.toString());
        if (seen.length === texts.length) {
          client.off('message', onMessage);
          resolve();
        }
      };
      client.on('message', onMessage);
    });
    for (const text of texts) {
      const payload = Buffer.from(text);
      sendFrame(serverSide, textFrame(payload), payload, 1024 * 1024);
    }
    await all;
    expect(seen).toEqual(texts);
  });

  it("falls back to ws's own send without a TCP socket, and drops a socket far behind", () => {
    const payload = Buffer.from('{}');
    const bare = { readyState: 1, bufferedAmount: 0, send: vi.fn(), terminate: vi.fn() };
    sendFrame(bare as unknown as WebSocket, textFrame(payload), payload, 10);
    expect(bare.send).toHaveBeenCalledWith(payload, { binary: false });

    const behind = { readyState: 1, bufferedAmount: 11, send: vi.fn(), terminate: vi.fn() };
    sendFrame(behind as unknown as WebSocket, textFrame(payload), payload, 10);
    expect(behind.terminate).toHaveBeenCalledOnce();
    expect(behind.send).not.toHaveBeenCalled();
  });
});
