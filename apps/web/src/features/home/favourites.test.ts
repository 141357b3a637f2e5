import { describe, expect, it, vi } from 'vitest';
import { createFavouriteStore, createThrottle, favouriteThrottleMs } from './favourites.ts';

function clock(start = 10_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

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
  it('toggles optimistically and ignores a toggle within the throttle', () => {
    const time = clock();
    const store = createFavouriteStore(createThrottle(1000, time.now));
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.toggle(7)).toBe(true);
    expect(store.has(7)).toBe(true);
    expect(store.toggle(7)).toBe(false); // a double click does not undo it
    expect(store.has(7)).toBe(true);
    time.advance(1000);
    expect(store.toggle(7)).toBe(true);
    expect(store.has(7)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('adding a game already favourited does nothing', () => {
    const store = createFavouriteStore();
    const listener = vi.fn();
    store.add(3);
    store.subscribe(listener);
    const before = store.snapshot();
    store.add(3);
    expect(listener).not.toHaveBeenCalled();
    expect(store.snapshot()).toBe(before);
  });
});
