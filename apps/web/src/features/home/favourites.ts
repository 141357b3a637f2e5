import { useSyncExternalStore } from 'react';

/**
 * Favourites (§4.10): toggling is optimistic (the id changes locally first) and throttled to
 * once per 1000 ms per game. The server call arrives with the games work; until then the
 * set lives in memory for the page's lifetime.
 */
export const favouriteThrottleMs = 1000;

/** A gate that lets a call through at most once per `intervalMs` for each key. */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  const last = new Map<string | number, number>();
  return (key: string | number): boolean => {
    const time = now();
    const previous = last.get(key);
    if (previous !== undefined && time - previous < intervalMs) return false;
    last.set(key, time);
    return true;
  };
}

export interface FavouriteStore {
  has(nodeId: number): boolean;
  /** Adds or removes; false when throttled. */
  toggle(nodeId: number): boolean;
  /** Adding a game already favourited does nothing. */
  add(nodeId: number): void;
  remove(nodeId: number): void;
  subscribe(listener: () => void): () => void;
  snapshot(): ReadonlySet<number>;
}

export function createFavouriteStore(
  throttle = createThrottle(favouriteThrottleMs),
): FavouriteStore {
  let ids: ReadonlySet<number> = new Set();
  const listeners = new Set<() => void>();
  const set = (next: ReadonlySet<number>) => {
    ids = next;
    for (const listener of listeners) listener();
  };
  const store: FavouriteStore = {
    has: (nodeId) => ids.has(nodeId),
    add(nodeId) {
      if (!ids.has(nodeId)) set(new Set([...ids, nodeId]));
    },
    remove(nodeId) {
      if (!ids.has(nodeId)) return;
      const next = new Set(ids);
      next.delete(nodeId);
      set(next);
    },
    toggle(nodeId) {
      if (!throttle(nodeId)) return false;
      if (ids.has(nodeId)) store.remove(nodeId);
      else store.add(nodeId);
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => ids,
  };
  return store;
}

/** The page's favourites. */
export const favourites = createFavouriteStore();

export function useIsFavourite(nodeId: number): boolean {
  return useSyncExternalStore(favourites.subscribe, () => favourites.has(nodeId));
}
