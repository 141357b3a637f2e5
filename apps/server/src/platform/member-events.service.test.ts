import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalEventBus, memberTopic } from './event-bus.ts';
import {
  createMemberSockets,
  loggedOutEvent,
  type MemberSocket,
  type SocketSession,
} from './member-events.service.ts';

/** A socket that records what the server did to it. */
class FakeSocket extends EventEmitter implements MemberSocket {
  readyState = 1;
  bufferedAmount = 0;
  /** The frames after the greeting, without their `at` stamp. */
  sent: unknown[] = [];
  /** Every frame as written. */
  frames: Array<Record<string, unknown>> = [];
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  send(data: string) {
    const frame = JSON.parse(data) as Record<string, unknown>;
    this.frames.push(frame);
    const { at: _at, ...event } = frame;
    if (event.type !== 'welcome') this.sent.push(event);
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
  const sessionOf = (
    memberId: number,
    isSessionLive: () => Promise<boolean>,
    extra: Partial<SocketSession> = {},
  ): SocketSession => ({ memberId, sessionId: memberId * 100, isSessionLive, ...extra });

  it("forwards the member's events as JSON, and nobody else's", () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events });
    const socket = new FakeSocket();
    sockets.attach(socket, sessionOf(42, alwaysLive));
    events.publish(memberTopic(42), { type: 'balance_changed', reason: 'deposit' });
    events.publish(memberTopic(43), { type: 'balance_changed', reason: 'not yours' });
    expect(socket.sent).toEqual([{ type: 'balance_changed', reason: 'deposit' }]);
  });

  it('pings every 25 s and ends a connection that stopped answering', () => {
    const sockets = createMemberSockets({ events: createLocalEventBus() });
    const socket = new FakeSocket();
    sockets.attach(socket, sessionOf(1, alwaysLive));
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
    sockets.attach(socket, sessionOf(5, alwaysLive));
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
    for (const socket of five) sockets.attach(socket, sessionOf(9, alwaysLive));
    const sixth = new FakeSocket();
    sockets.attach(sixth, sessionOf(9, alwaysLive));
    expect(sixth.closedWith).toBe(4429);
    expect(sockets.countFor(9)).toBe(5);
    // another member is counted apart
    const other = new FakeSocket();
    sockets.attach(other, sessionOf(10, alwaysLive));
    expect(other.closedWith).toBeUndefined();
    // once one closes, there is room again
    five[0]!.close(1000);
    const again = new FakeSocket();
    sockets.attach(again, sessionOf(9, alwaysLive));
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
    sockets.attach(socket, sessionOf(3, isLive));
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
    sockets.attach(socket, sessionOf(8, alwaysLive));
    socket.bufferedAmount = 2 * 1024 * 1024;
    events.publish(memberTopic(8), { type: 'balance_changed', reason: 'x' });
    expect(socket.terminated).toBe(true);
    expect(socket.sent).toEqual([]);
  });

  it("greets with welcome and stamps every frame with the server's clock", () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events, now: () => 1_700_000_000_000 });
    const socket = new FakeSocket();
    sockets.attach(socket, sessionOf(4, alwaysLive));
    events.publish(memberTopic(4), { type: 'rewards_changed' });
    expect(socket.frames).toEqual([
      { type: 'welcome', at: 1_700_000_000_000 },
      { type: 'rewards_changed', at: 1_700_000_000_000 },
    ]);
  });

  it('ends the sockets of a logged-out session with 4401, and only those', () => {
    const events = createLocalEventBus();
    const sockets = createMemberSockets({ events });
    const here = new FakeSocket();
    const elsewhere = new FakeSocket();
    sockets.attach(here, sessionOf(6, alwaysLive, { sessionId: 1 }));
    sockets.attach(elsewhere, sessionOf(6, alwaysLive, { sessionId: 2 }));
    // the password was changed in session 1: every other session goes
    events.publish(
      memberTopic(6),
      loggedOutEvent({ reason: 'password_changed', exceptSessionId: 1 }),
    );
    expect(here.closedWith).toBeUndefined();
    expect(here.sent).toEqual([]);
    expect(elsewhere.sent).toEqual([{ type: 'logged_out', reason: 'password_changed' }]);
    expect(elsewhere.closedWith).toBe(4401);
    // one session revoked: only its sockets
    events.publish(memberTopic(6), loggedOutEvent({ reason: 'session_revoked', sessionId: 9 }));
    expect(here.closedWith).toBeUndefined();
    events.publish(memberTopic(6), loggedOutEvent({ reason: 'account_disabled' }));
    expect(here.sent).toEqual([{ type: 'logged_out', reason: 'account_disabled' }]);
    expect(here.closedWith).toBe(4401);
  });

  it('answers ?since= with a catch-up naming what changed, after the greeting', async () => {
    const catchUp = vi.fn(async () => ['balance' as const]);
    const sockets = createMemberSockets({ events: createLocalEventBus(), catchUp });
    const socket = new FakeSocket();
    sockets.attach(socket, sessionOf(7, alwaysLive, { since: 1_000 }));
    await vi.waitFor(() =>
      expect(socket.sent).toEqual([{ type: 'catch_up', changed: ['balance'] }]),
    );
    expect(catchUp).toHaveBeenCalledWith(7, new Date(1_000));
    expect(socket.frames[0]?.type).toBe('welcome');
    // a first connection (no since) asks nothing
    sockets.attach(new FakeSocket(), sessionOf(8, alwaysLive));
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('names every kind when a source fails: the page refetches all it shows live', async () => {
    const sockets = createMemberSockets({
      events: createLocalEventBus(),
      catchUp: async () => Promise.reject(new Error('database away')),
    });
    const socket = new FakeSocket();
    sockets.attach(socket, sessionOf(7, alwaysLive, { since: 1_000 }));
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(socket.sent[0]).toMatchObject({ type: 'catch_up' });
    expect((socket.sent[0] as { changed: string[] }).changed).toContain('rewards');
  });
});
