import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectMemberEvents,
  memberEventsUrl,
  reconnectDelayMs,
  silenceLimitMs,
  type MemberEvent,
} from './member-events-connection.ts';

/** A websocket stand-in: the test opens, feeds and closes it by hand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  open() {
    this.onopen?.();
  }
  push(data: unknown) {
    this.onmessage?.({
      data: typeof data === 'string' ? data : JSON.stringify(data),
    } as MessageEvent);
  }
  /** The server (or the network) ends the connection. */
  drop(code = 1006) {
    this.onclose?.({ code } as CloseEvent);
  }
  close(code = 1005) {
    this.closedWith = code;
    this.onclose?.({ code } as CloseEvent);
  }
}

const origin = { protocol: 'http:', host: 'lobby.test' };

function connect(onEvent = vi.fn<(event: MemberEvent) => void>(), onReconnect = vi.fn()) {
  const close = connectMemberEvents({
    token: 'tok_123-abc',
    merchantCode: 'lotus',
    origin,
    onEvent,
    onReconnect,
    random: () => 0.999_999,
    createSocket: (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
  });
  return { close, onEvent, onReconnect };
}

const latest = () => FakeSocket.made.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('member events (the live channel)', () => {
  it('connects to /wps/ws with the brand in the query and the token as a subprotocol', () => {
    const { close } = connect();
    expect(FakeSocket.made).toHaveLength(1);
    expect(latest().url).toBe('ws://lobby.test/wps/ws?merchant=lotus');
    expect(latest().protocols).toEqual(['lobby', 'tok_123-abc']);
    expect(memberEventsUrl({ protocol: 'https:', host: 'a.example' }, 'x y')).toBe(
      'wss://a.example/wps/ws?merchant=x%20y',
    );
    close();
  });

  it('hands on balance events and pings, and drops frames it cannot read', () => {
    const { close, onEvent } = connect();
    latest().open();
    latest().push({ type: 'balance_changed', reason: 'deposit' });
    latest().push({ type: 'ping' });
    latest().push('not json');
    latest().push({ type: 'something_newer' });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'balance_changed', reason: 'deposit' },
      { type: 'ping' },
    ]);
    close();
  });

  it('reconnects after a drop with a growing delay, and says so once connected again', () => {
    const { close, onReconnect } = connect();
    latest().open();
    latest().drop();
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.999_999) - 1);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    // the second attempt fails before opening: the next wait is longer
    latest().drop();
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.999_999));
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(reconnectDelayMs(1, () => 0.999_999));
    expect(FakeSocket.made).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    close();
  });

  it('backs off up to 30 seconds with jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(2, () => 0.5)).toBe(3_000);
    expect(reconnectDelayMs(20, () => 0.999_999)).toBeLessThanOrEqual(30_000);
    expect(reconnectDelayMs(20, () => 0)).toBe(15_000);
  });

  it('stops for good when the server refuses the token (4401)', () => {
    const { close } = connect();
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
    close();
  });

  it('closes a silent link and opens a new one', () => {
    const { close } = connect();
    latest().open();
    vi.advanceTimersByTime(silenceLimitMs - 1_000);
    latest().push({ type: 'ping' }); // a ping restarts the watch
    vi.advanceTimersByTime(silenceLimitMs - 1_000);
    expect(latest().closedWith).toBeUndefined();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made[0]?.closedWith).toBeDefined();
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.made).toHaveLength(2);
    close();
  });

  it('closes on logout and never reconnects afterwards', () => {
    const { close } = connect();
    latest().open();
    close();
    expect(latest().closedWith).toBe(1000);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('asks for a catch-up since the last frame heard when it reconnects', () => {
    const { close, onEvent, onReconnect } = connect();
    latest().open();
    latest().push({ type: 'welcome', at: 1_700_000_000_000 });
    latest().push({ type: 'ping', at: 1_700_000_025_000 });
    latest().drop();
    vi.advanceTimersByTime(30_000);
    expect(latest().url).toBe('ws://lobby.test/wps/ws?merchant=lotus&since=1700000025000');
    latest().open();
    // the catch-up names what changed: no blind refetch of everything
    expect(onReconnect).not.toHaveBeenCalled();
    latest().push({ type: 'catch_up', changed: ['balance', 'not_a_kind', 'rewards'], at: 1 });
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'catch_up', changed: ['balance', 'rewards'] });
    close();
  });

  it('hands on a forced logout and never reconnects after it', () => {
    const { close, onEvent } = connect();
    latest().open();
    latest().push({ type: 'logged_out', reason: 'account_disabled', at: 5 });
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'logged_out', reason: 'account_disabled' });
    latest().drop(4401);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.made).toHaveLength(1);
    close();
  });

  it('reads rewards and referral events, and an unknown logout reason as a revoked session', () => {
    const { close, onEvent } = connect();
    latest().open();
    latest().push({ type: 'rewards_changed', at: 1 });
    latest().push({ type: 'referrals_changed', at: 2 });
    latest().push({ type: 'logged_out', reason: 'from_the_future', at: 3 });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'rewards_changed' },
      { type: 'referrals_changed' },
      { type: 'logged_out', reason: 'session_revoked' },
    ]);
    close();
  });
});
