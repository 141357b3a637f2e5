import { describe, expect, it, vi } from 'vitest';
import type { FavouriteGame } from './api/favourite-games.ts';
import {
  createFavouriteStore,
  createThrottle,
  favouriteThrottleMs,
  type FavouriteServer,
} from './favourites.ts';

function clock(start = 10_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A promise settled from outside, to hold a server call open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const game = (nodeId: number): FavouriteGame => ({ nodeId, vassalage: 'LOBBY', gameType: 'RNG' });

function stubServer(ids: number[] = []) {
  return {
    ids: vi.fn(async () => ids),
    add: vi.fn(async (_game: FavouriteGame): Promise<void> => undefined),
    remove: vi.fn(async (_nodeId: number): Promise<void> => undefined),
  } satisfies FavouriteServer;
}

const member = { token: 'member-token', isTrial: false };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourite throttle (§4.10: once per 1000 ms)', () => {
  it('lets one call through per interval for each key', () => {
    const time = clock();
    const gate = createThrottle(favouriteThrottleMs, time.now);
    expect(gate(1)).toBe(true);
    expect(gate(1)).toBe(false);
    expect(gate(2)).toBe(true);
    time.advance(999);
    expect(gate(1)).toBe(false);
    time.advance(1);
    expect(gate(1)).toBe(true);
  });
});

describe('favourite store', () => {
  it('loads a member’s ids after login, none for a trial account, and forgets them on logout', async () => {
    const server = stubServer([3, 5]);
    const store = createFavouriteStore(server);
    store.follow({ token: 'trial-token', isTrial: true });
    await flush();
    expect(server.ids).not.toHaveBeenCalled();

    store.follow(member);
    await flush();
    expect([...store.snapshot()]).toEqual([3, 5]);
    store.follow(member); // the same login again: not asked twice
    expect(server.ids).toHaveBeenCalledTimes(1);

    store.follow({ token: null, isTrial: false });
    expect(store.snapshot().size).toBe(0);
  });

  it('drops ids that arrive for a login that has ended', async () => {
    const pending = deferred<number[]>();
    const server = { ...stubServer(), ids: vi.fn(() => pending.promise) };
    const store = createFavouriteStore(server);
    store.follow(member);
    store.follow({ token: null, isTrial: false });
    pending.resolve([9]);
    await flush();
    expect(store.has(9)).toBe(false);
  });

  it('toggles optimistically, tells the server, and ignores a toggle within the throttle', async () => {
    const time = clock();
    const server = stubServer();
    const store = createFavouriteStore(server, createThrottle(1000, time.now));
    const listener = vi.fn();
    store.subscribe(listener);

    const adding = store.toggle(game(7));
    expect(store.has(7)).toBe(true); // before the server answers
    expect(await adding).toBe('saved');
    expect(server.add).toHaveBeenCalledWith(game(7));

    expect(await store.toggle(game(7))).toBe('throttled'); // a double click does not undo it
    expect(store.has(7)).toBe(true);
    time.advance(1000);
    expect(await store.toggle(game(7))).toBe('saved');
    expect(store.has(7)).toBe(false);
    expect(server.remove).toHaveBeenCalledWith(7);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('puts the star back when the server refuses, and passes the refusal on', async () => {
    const refusal = new Error('favourites_full');
    const server = { ...stubServer([4]), add: vi.fn(() => Promise.reject(refusal)) };
    const remove = deferred<void>();
    server.remove = vi.fn(() => remove.promise);
    const store = createFavouriteStore(server, createThrottle(0));
    store.follow(member);
    await flush();

    await expect(store.toggle(game(8))).rejects.toBe(refusal);
    expect(store.has(8)).toBe(false);

    const removing = store.toggle(game(4));
    expect(store.has(4)).toBe(false);
    remove.reject(new Error('network'));
    await expect(removing).rejects.toThrow('network');
    expect(store.has(4)).toBe(true);
  });

  it('lets only the latest toggle of a game roll back', async () => {
    const first = deferred<void>();
    const server = stubServer();
    server.add.mockImplementationOnce(() => first.promise);
    const store = createFavouriteStore(server, createThrottle(0));
    store.follow(member);

    const adding = store.toggle(game(2)); // slow, fails later
    await store.toggle(game(2)); // removed meanwhile, saved
    await store.toggle(game(2)); // added again, saved
    first.reject(new Error('late failure'));
    await expect(adding).rejects.toThrow('late failure');
    expect(store.has(2)).toBe(true);
  });
});
