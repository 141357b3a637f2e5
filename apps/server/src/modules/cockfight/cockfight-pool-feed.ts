import type { CockfightFightView } from '@lobby/contracts';
import type { EventBus } from '../../platform/event-bus.ts';
import { cockfightTopic } from './cockfight-views.ts';

/** Pools of one fight go out at most this often while bets stream in. */
export const poolPushIntervalMs = 500;

/** The brand of a fight: which topic, and how its amounts are written. */
export interface FeedBrand {
  id: number;
  currencyDecimals: number;
}

export interface PoolFeedDeps {
  events: EventBus;
  /** The fight as the board shows it now (undefined: gone). */
  load(merchant: FeedBrand, fightId: number): Promise<CockfightFightView | undefined>;
  intervalMs?: number;
  log: { warn(details: object, message: string): void };
}

/**
 * The live pools of the board, coalesced: the first bet on a fight starts a timer, every bet
 * until it fires rides along, and one event with the fight's totals then goes to the brand's
 * topic (the event bus carries it to every instance's sockets). A state change goes at once.
 */
export function createPoolFeed(deps: PoolFeedDeps) {
  const intervalMs = deps.intervalMs ?? poolPushIntervalMs;
  const due = new Map<string, NodeJS.Timeout>();

  function publish(merchantId: number, fight: CockfightFightView): void {
    deps.events.publish(cockfightTopic(merchantId), { type: 'fight', fight });
  }

  async function push(merchant: FeedBrand, fightId: number): Promise<void> {
    try {
      const fight = await deps.load(merchant, fightId);
      if (fight) publish(merchant.id, fight);
    } catch (error) {
      deps.log.warn({ err: error, fightId }, 'cockfight pool push failed');
    }
  }

  return {
    /** A bet moved a pool: its fight goes out within `intervalMs`, once for the burst. */
    touch(merchant: FeedBrand, fightId: number): void {
      const key = `${merchant.id}:${fightId}`;
      if (due.has(key)) return;
      const timer = setTimeout(() => {
        due.delete(key);
        void push(merchant, fightId);
      }, intervalMs);
      timer.unref();
      due.set(key, timer);
    },
    /** A fight changed state or result: it goes out now. */
    publish,
    close(): void {
      for (const timer of due.values()) clearTimeout(timer);
      due.clear();
    },
  };
}
export type PoolFeed = ReturnType<typeof createPoolFeed>;
