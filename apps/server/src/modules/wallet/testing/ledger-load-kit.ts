import type { Db } from '../../../db/client.ts';

// Load helpers of the ledger's concurrency tests: seeded randomness, bounded concurrency, and a
// database handle that counts transaction attempts.

/** mulberry32: small, seeded, good enough to pick operations. */
export function seededRandom(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs `work` over the items with at most `limit` of them in flight at once. */
export async function runConcurrently<T>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
}

/** The database handle with every transaction attempt counted (the service retries deadlocks). */
export function countingTransactions(db: Db): { db: Db; attempts: () => number } {
  let attempts = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return (...args: Parameters<Db['transaction']>) => {
          attempts += 1;
          return target.transaction(...args);
        };
      }
      return Reflect.get(target, property, target);
    },
  });
  return { db: counted, attempts: () => attempts };
}

export type Operation =
  | { kind: 'debit'; member: number; amount: bigint }
  | { kind: 'credit'; member: number; amount: bigint }
  | { kind: 'transfer'; from: number; to: number; amount: bigint };
