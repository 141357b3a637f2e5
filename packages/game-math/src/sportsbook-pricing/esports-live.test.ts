import { describe, expect, it } from 'vitest';
import { seriesWinProbability } from './esports-elo.ts';
import {
  createLiveSeries,
  liveSeriesWinProbability,
  priceLiveSeries,
  seriesScoreAt,
} from './esports-live.ts';

describe('the simulated live e-sports series', () => {
  it('is deterministic for a seed and ends when a side has won enough maps', () => {
    const series = createLiveSeries({ seed: 9, mapProbability: 0.55, bestOf: 5 });
    expect(createLiveSeries({ seed: 9, mapProbability: 0.55, bestOf: 5 })).toEqual(series);
    const last = series.maps.at(-1)!.score;
    expect(Math.max(last.a, last.b)).toBe(3);
    expect(series.maps.length).toBeGreaterThanOrEqual(3);
    expect(series.maps.length).toBeLessThanOrEqual(5);
    series.maps.forEach((map, i) => expect(map.endsAt).toBeGreaterThanOrEqual(30 * (i + 1)));
    expect(seriesScoreAt(series, 0)).toEqual({ a: 0, b: 0 });
    expect(seriesScoreAt(series, 10_000)).toEqual(last);
  });

  it('A wins series at the rate the model says (within 4 standard errors over 4,000 seeds)', () => {
    let won = 0;
    for (let seed = 1; seed <= 4000; seed += 1) {
      const series = createLiveSeries({ seed, mapProbability: 0.6, bestOf: 3 });
      if (series.maps.at(-1)!.winner === 'a') won += 1;
    }
    expect(Math.abs(won / 4000 - 0.648)).toBeLessThan(4 * Math.sqrt((0.648 * 0.352) / 4000));
  });

  it('re-prices the race that is left (hand-worked p = 0.6)', () => {
    expect(liveSeriesWinProbability(0.6, 3, { a: 0, b: 0 })).toBeCloseTo(
      seriesWinProbability(0.6, 3),
      12,
    );
    expect(liveSeriesWinProbability(0.6, 3, { a: 1, b: 1 })).toBeCloseTo(0.6, 12);
    // bo5 at 2-1: 0.6 + 0.4 · 0.6 = 0.84; at 0-2: 0.6³ = 0.216
    expect(liveSeriesWinProbability(0.6, 5, { a: 2, b: 1 })).toBeCloseTo(0.84, 12);
    expect(liveSeriesWinProbability(0.6, 5, { a: 0, b: 2 })).toBeCloseTo(0.216, 12);
    expect(liveSeriesWinProbability(0.6, 3, { a: 2, b: 0 })).toBe(1);
    expect(
      priceLiveSeries({
        mapProbability: 0.6,
        bestOf: 3,
        score: { a: 2, b: 1 },
        margin: 0.05,
        method: 'power',
      }),
    ).toEqual([]);
    const [market] = priceLiveSeries({
      mapProbability: 0.6,
      bestOf: 3,
      score: { a: 1, b: 1 },
      margin: 0.05,
      method: 'multiplicative',
    });
    expect(market!.selections.map((s) => s.offeredOdds)).toEqual([1.58, 2.38]);
  });
});
