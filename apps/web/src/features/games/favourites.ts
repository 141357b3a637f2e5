import { useEffect, useSyncExternalStore } from 'react';
import {
  addFavouriteGame,
  getFavouriteIds,
  removeFavouriteGame,
  type FavouriteGame,
} from './api/favourite-games.ts';
import { useSessionState } from '../session/index.ts';

/**
 * Favourites (§4.10): the member's favourite game ids, loaded from the server after login.
 * Toggling is optimistic (the id changes locally first, then the server is told; a refusal
 * puts it back) and throttled to once per 1000 ms per game.
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

/** Where favourites are kept: the server (tests pass a stand-in). */
export interface FavouriteServer {
  ids(): Promise<number[]>;
  add(game: FavouriteGame): Promise<unknown>;
  remove(nodeId: number): Promise<unknown>;
}

/** The outcome of a toggle: saved on the server, or ignored within the throttle. */
export type ToggleOutcome = 'saved' | 'throttled';

export interface FavouriteStore {
  has(nodeId: number): boolean;
  /**
   * Adds or removes at once, then tells the server. Resolves 'throttled' when ignored;
   * rejects with the server's refusal after putting the id back as it was.
   */
  toggle(game: FavouriteGame): Promise<ToggleOutcome>;
  /**
   * Follows the login: another token (or none) forgets the ids; a real member's token loads
   * theirs. Trial accounts have no favourites (§4.8: a real-account feature).
   */
  follow(session: { token: string | null; isTrial: boolean }): void;
  subscribe(listener: () => void): () => void;
  snapshot(): ReadonlySet<number>;
}

/** A favourites store on `server`, its toggles gated by `throttle`. */
export function createFavouriteStore(
  server: FavouriteServer,
  throttle = createThrottle(favouriteThrottleMs),
): FavouriteStore {
  let ids: ReadonlySet<number> = new Set();
  let owner: string | null = null;
  // each id's latest toggle: only that one may roll back what it changed
  const versions = new Map<number, number>();
  const listeners = new Set<() => void>();
  const set = (next: ReadonlySet<number>) => {
    ids = next;
    for (const listener of listeners) listener();
  };
  const change = (nodeId: number, present: boolean) => {
    if (ids.has(nodeId) === present) return;
    const next = new Set(ids);
    if (present) next.add(nodeId);
    else next.delete(nodeId);
    set(next);
  };

  return {
    has: (nodeId) => ids.has(nodeId),
    async toggle(game) {
      const { nodeId } = game;
      if (!throttle(nodeId)) return 'throttled';
      const wasFavourite = ids.has(nodeId);
      const version = (versions.get(nodeId) ?? 0) + 1;
      versions.set(nodeId, version);
      const forOwner = owner;
      change(nodeId, !wasFavourite);
      try {
        await (wasFavourite ? server.remove(nodeId) : server.add(game));
        return 'saved';
      } catch (error) {
        if (versions.get(nodeId) === version && owner === forOwner) change(nodeId, wasFavourite);
        throw error;
      }
    },
    follow({ token, isTrial }) {
      const next = token && !isTrial ? token : null;
      if (next === owner) return;
      owner = next;
      versions.clear();
      if (ids.size > 0) set(new Set());
      if (next === null) return;
      server.ids().then(
        (loaded) => {
          if (owner === next) set(new Set(loaded));
        },
        // the stars stay empty; the next login or reload asks again
        (error: unknown) => console.warn('favourites unavailable', error),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => ids,
  };
}

/** The member's favourites, kept on the server. */
export const favourites = createFavouriteStore({
  ids: () => getFavouriteIds(),
  add: addFavouriteGame,
  remove: removeFavouriteGame,
});

/** Whether a game is a favourite; loads the member's favourites after a login. */
export function useIsFavourite(nodeId: number): boolean {
  const { token, isLogin, isTrial } = useSessionState();
  // isLogin: the member info has confirmed the token and its trial flag
  const member = isLogin ? token : null;
  useEffect(() => favourites.follow({ token: member, isTrial }), [member, isTrial]);
  return useSyncExternalStore(favourites.subscribe, () => favourites.has(nodeId));
}
