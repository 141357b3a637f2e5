import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalEventBus, memberTopic } from './event-bus.ts';
import { createMemberSockets, type MemberSocket } from './member-events.service.ts';

/** A socket that records what the server did to it. */
class FakeSocket extends EventEmitter implements MemberSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  ping() {
    this.pings += 1;
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
}

describe('member sockets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const alwaysLive = async () => true;

  it("forwards the member's events as JSON, and nobody else's", () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events });
    const socket = new FakeSocket();
    sockets.attach(socket, 42, alwaysLive);
    events.publish(memberTopic(42), { type: 'balance_changed', reason: 'deposit' });
    events.publish(memberTopic(43), { type: 'balance_changed', reason: 'not yours' });
    expect(socket.sent).toEqual([{ type: 'balance_changed', reason: 'deposit' }]);
  });

  it('pings every 25 s and ends a connection that stopped answering', () => {
    const sockets = createMemberSockets({ events: createLocalEventBus() });
    const socket = new FakeSocket();
    sockets.attach(socket, 1, alwaysLive);
    vi.advanceTimersByTime(24_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    expect(socket.pings).toBe(1);
    socket.emit('pong');
    vi.advanceTimersByTime(25_000);
    expect(socket.sent).toHaveLength(2);
    expect(socket.terminated).toBe(false);
    // no pong this time: the next tick cuts it off
    vi.advanceTimersByTime(25_000);
    expect(socket.terminated).toBe(true);
    expect(sockets.countFor(1)).toBe(0);
  });

  it('unsubscribes and stops pinging on close', () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events });
    const socket = new FakeSocket();
    sockets.attach(socket, 5, alwaysLive);
    socket.emit('close');
    socket.readyState = 1; // even if it still looked open, nothing may be written to it
    events.publish(memberTopic(5), { type: 'balance_changed', reason: 'late' });
    vi.advanceTimersByTime(100_000);
    expect(socket.sent).toEqual([]);
    expect(socket.pings).toBe(0);
    expect(sockets.countFor(5)).toBe(0);
  });

  it('allows five sockets per member and closes a sixth with 4429', () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events });
    const five = Array.from({ length: 5 }, () => new FakeSocket());
    for (const socket of five) sockets.attach(socket, 9, alwaysLive);
    const sixth = new FakeSocket();
    sockets.attach(sixth, 9, alwaysLive);
    expect(sixth.closedWith).toBe(4429);
    expect(sockets.countFor(9)).toBe(5);
    // another member is counted apart
    const other = new FakeSocket();
    sockets.attach(other, 10, alwaysLive);
    expect(other.closedWith).toBeUndefined();
    // once one closes, there is room again
    five[0]!.close(1000);
    const again = new FakeSocket();
    sockets.attach(again, 9, alwaysLive);
    expect(again.closedWith).toBeUndefined();
    events.publish(memberTopic(9), { type: 'x' });
    expect(again.sent).toEqual([{ type: 'x' }]);
    expect(sixth.sent).toEqual([]);
  });

  it('closes with 4401 when the session has ended, checked every 12 pings', async () => {
    let live = true;
    const isLive = vi.fn(async () => live);
    const sockets = createMemberSockets({ events: createLocalEventBus() });
    const socket = new FakeSocket();
    sockets.attach(socket, 3, isLive);
    const tick = async () => {
      vi.advanceTimersByTime(25_000);
      socket.emit('pong');
      await Promise.resolve();
    };
    for (let ping = 0; ping < 11; ping++) await tick();
    expect(isLive).not.toHaveBeenCalled();
    await tick();
    expect(isLive).toHaveBeenCalledTimes(1);
    expect(socket.closedWith).toBeUndefined();
    live = false;
    for (let ping = 0; ping < 12; ping++) await tick();
    await vi.runOnlyPendingTimersAsync();
    expect(socket.closedWith).toBe(4401);
  });

  it('cuts off a client that reads nothing while events pile up', () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events });
    const socket = new FakeSocket();
    sockets.attach(socket, 8, alwaysLive);
    socket.bufferedAmount = 2 * 1024 * 1024;
    events.publish(memberTopic(8), { type: 'balance_changed', reason: 'x' });
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toEqual([]);
  });
});
