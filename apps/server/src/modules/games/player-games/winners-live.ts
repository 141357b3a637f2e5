import { maxWinnerBoardEntries, type Language, type WinnerEntry } from '@lobby/contracts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import { toWinnerEntry } from '../catalogue.service.ts';
import type { WinnersLiveRepository } from './winners-live.repository.ts';

/** The topic settlement publishes on when a win joins a brand's winner board. */
export function winnersTopic(merchantId: number): string {
  return `winners:${merchantId}`;
}

/** One open live-board connection: its language and how to hand it an entry. */
export interface WinnerListener {
  lang: Language;
  send(entry: WinnerEntry): void;
}

type BoardBrand = Pick<Merchant, 'id' | 'currencyDecimals' | 'currencySymbol'>;

interface Channel {
  brand: BoardBrand;
  listeners: Set<WinnerListener>;
  /** The newest winner-feed id already handed out; known once `ready` settles. */
  lastId: number;
  ready: Promise<void>;
  unsubscribe: () => void;
  flushing: boolean;
  dirty: boolean;
}

/**
 * Fans a brand's new winner-board entries out to its open live connections. One bus
 * subscription per brand while anyone listens. An event only says "something was added":
 * the feed is read from the database after the last id handed out, so the entries are the
 * same as the board's (masked names, active games, each listener's language) whatever the
 * event carried, and a burst of events costs one read.
 */
export function createWinnersLive(deps: {
  events: EventBus;
  repository: WinnersLiveRepository;
  onError: (error: unknown) => void;
}) {
  const channels = new Map<number, Channel>();

  async function flush(channel: Channel): Promise<void> {
    await channel.ready;
    const rows = await deps.repository.winsAfter(
      channel.brand.id,
      channel.lastId,
      maxWinnerBoardEntries,
    );
    const newest = rows.at(-1);
    if (!newest) return;
    channel.lastId = Math.max(channel.lastId, newest.win.id);
    const byLanguage = new Map<Language, WinnerEntry[]>();
    for (const listener of channel.listeners) {
      let entries = byLanguage.get(listener.lang);
      if (!entries) {
        entries = rows.map(({ win, game }) =>
          toWinnerEntry(win, game, channel.brand, listener.lang),
        );
        byLanguage.set(listener.lang, entries);
      }
      for (const entry of entries) listener.send(entry);
    }
  }

  /** Reads and sends until no event arrived meanwhile; never two reads of a brand at once. */
  async function drain(channel: Channel): Promise<void> {
    if (channel.flushing) {
      channel.dirty = true;
      return;
    }
    channel.flushing = true;
    try {
      do {
        channel.dirty = false;
        await flush(channel).catch(deps.onError);
      } while (channel.dirty && channels.get(channel.brand.id) === channel);
    } finally {
      channel.flushing = false;
    }
  }

  function open(brand: BoardBrand): Channel {
    const channel: Channel = {
      brand,
      listeners: new Set(),
      lastId: Number.MAX_SAFE_INTEGER,
      ready: Promise.resolve(),
      unsubscribe: () => {},
      flushing: false,
      dirty: false,
    };
    channel.unsubscribe = deps.events.subscribe(winnersTopic(brand.id), () => {
      void drain(channel);
    });
    channel.ready = deps.repository.latestWinnerId(brand.id).then(
      (id) => {
        channel.lastId = id;
      },
      (error: unknown) => {
        deps.onError(error);
      },
    );
    channels.set(brand.id, channel);
    return channel;
  }

  return {
    /**
     * Starts handing a brand's new wins to `listener` (only wins added from now on); the
     * promise settles once the starting point is known. Returns the function that stops it.
     */
    async listen(brand: BoardBrand, listener: WinnerListener): Promise<() => void> {
      const channel = channels.get(brand.id) ?? open(brand);
      channel.listeners.add(listener);
      await channel.ready;
      return () => {
        channel.listeners.delete(listener);
        if (channel.listeners.size === 0 && channels.get(brand.id) === channel) {
          channel.unsubscribe();
          channels.delete(brand.id);
        }
      };
    },

    /** Brands with a live subscription (for tests and metrics). */
    activeBrands: () => [...channels.keys()],
  };
}

export type WinnersLive = ReturnType<typeof createWinnersLive>;
