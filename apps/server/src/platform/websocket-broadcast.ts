import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

const socketOpen = 1;

/**
 * One complete websocket text frame as a server sends it (RFC 6455 §5.2: FIN, opcode 1, no
 * mask), built once for any number of sockets. `ws` builds the header again for every socket it
 * sends to; at ten thousand sockets per event that is most of the loop.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** The TCP socket under a `ws` socket (`ws` keeps it as `_socket`; not part of its types). */
function tcpSocketOf(socket: WebSocket): Socket | undefined {
  const tcp = (socket as unknown as { _socket?: Socket | null })._socket;
  return tcp && typeof tcp.write === 'function' ? tcp : undefined;
}

/**
 * Sends a frame built by `textFrame` to one open socket: written straight to its TCP socket,
 * which is safe because the server's sockets have no compression (`ws` then never queues a frame
 * of its own to keep in order). A socket more than `maxBufferedBytes` behind is dropped (the
 * page reconnects and reads afresh). Falls back to `ws`'s own send should its internals change.
 */
export function sendFrame(
  socket: WebSocket,
  frame: Buffer,
  payload: Buffer,
  maxBufferedBytes: number,
): void {
  if (socket.readyState !== socketOpen) return;
  if (socket.bufferedAmount > maxBufferedBytes) {
    socket.terminate();
    return;
  }
  const tcp = tcpSocketOf(socket);
  if (tcp && !tcp.destroyed) tcp.write(frame);
  else socket.send(payload, { binary: false });
}
