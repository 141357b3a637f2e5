/**
 * Answers kept in memory for `ttlMs` (0: never kept, every call loads), for lookups that
 * every request needs and that change rarely. Concurrent misses of one key share one load; a
 * failed load is forgotten at once, and so is an answer `isKept` turns down (an absent row
 * that may appear any moment). At `maxEntries` the cache starts over, so a flood of made-up
 * keys costs memory only up to that bound.
 */
export interface BriefCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export function createBriefCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  isKept?: (value: T) => boolean;
}): BriefCache<T> {
  const { ttlMs, maxEntries, isKept } = options;
  if (ttlMs <= 0) return { get: (_key, load) => load() };
  const entries = new Map<string, { answer: Promise<T>; expires: number }>();
  const forget = (key: string, answer: Promise<T>) => {
    if (entries.get(key)?.answer === answer) entries.delete(key);
  };
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.answer;
      const answer = load();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { answer, expires: now + ttlMs });
      answer.then(
        (value) => {
          if (isKept && !isKept(value)) forget(key, answer);
        },
        () => forget(key, answer),
      );
      return answer;
    },
  };
}
