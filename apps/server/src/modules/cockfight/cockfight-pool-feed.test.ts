import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CockfightFightView } from '@lobby/contracts';
import { createPoolFeed } from './cockfight-pool-feed.ts';

const fightOf = (id: number, meron: string) =>
  ({ id, pools: { meron, wala: '0.00', draw: '0.00' } }) as unknown as CockfightFightView;

describe('the live pool feed', () => {
  afterEach(() => vi.useRealTimers());

  it('sends one event per fight per interval however many bets arrive, with the latest pools', async () => {
    vi.useFakeTimers();
    const published: Array<[string, Record<string, unknown>]> = [];
    let meron = 0;
    const feed = createPoolFeed({
      events: {
        publish: (topic, event) => published.push([topic, event]),
        subscribe: () => () => {},
        ready: async () => {},
        close: async () => {},
      },
      load: async (_brand, fightId) => fightOf(fightId, `${meron}.00`),
      log: { warn: () => {} },
    });
    const brand = { id: 7, currencyDecimals: 2 };
    for (let bet = 0; bet < 50; bet++) {
      meron += 1;
      feed.touch(brand, 1);
    }
    feed.touch(brand, 2);
    await vi.advanceTimersByTimeAsync(499);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(
      published.map(([topic, event]) => [topic, (event.fight as CockfightFightView).id]),
    ).toEqual([
      ['cockfight:7', 1],
      ['cockfight:7', 2],
    ]);
    expect((published[0]![1].fight as CockfightFightView).pools.meron).toBe('50.00');
    feed.touch(brand, 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(published).toHaveLength(3);
    feed.close();
  });
});
