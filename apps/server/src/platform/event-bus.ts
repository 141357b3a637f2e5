/**
 * Publish and subscribe between parts of the server, and across instances: a balance change
 * committed on one instance must reach the member's websocket on any other. Topics are plain
 * strings (`member:42`); events are small JSON objects, never secrets.
 */
export interface EventBus {
  publish(topic: string, event: Record<string, unknown>): void;
  /** Returns the function that stops the subscription. */
  subscribe(topic: string, handler: (event: Record<string, unknown>) => void): () => void;
  close(): Promise<void>;
}

/** The topic of everything about one member's account (balance changes, later inbox). */
export function memberTopic(memberId: number): string {
  return `member:${memberId}`;
}

/** One process: enough for the embedded database, which only one instance can open. */
export function createLocalEventBus(): EventBus {
  const handlers = new Map<string, Set<(event: Record<string, unknown>) => void>>();
  return {
    publish(topic, event) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(event);
        } catch {
          // one broken listener must not keep the event from the others
        }
      }
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}

// STUB (helper B replaces): PostgreSQL LISTEN/NOTIFY or Redis when several instances can run
export function createEventBus(_options: { databaseUrl?: string; redisUrl?: string }): EventBus {
  return createLocalEventBus();
}
