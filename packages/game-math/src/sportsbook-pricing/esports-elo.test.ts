import { describe, expect, it } from 'vitest';
import {
  computeEloRatings,
  eloMapProbability,
  mapHandicapProbability,
  priceEsportsMatch,
  seriesScoreDistribution,
  seriesWinProbability,
} from './esports-elo.ts';
import { overround } from './margin.ts';
import { parseEsportsResults } from './results-csv.ts';
import { shippedModels } from './shipped-models.ts';
import { readShippedData } from './testing/shipped-data.ts';

describe('Elo for e-sports', () => {
  it('map probability: equal ratings 0.5, 400 points apart 10 to 1', () => {
    expect(eloMapProbability(1500, 1500)).toBe(0.5);
    expect(eloMapProbability(1900, 1500)).toBeCloseTo(10 / 11, 12);
  });

  it('moves K × (maps won − maps × expectation) per series (hand-worked)', () => {
    const ratings = computeEloRatings([
      { date: '2025-01-01', teamA: 'A', teamB: 'B', mapsA: 2, mapsB: 1, bestOf: 3 },
      { date: '2025-01-02', teamA: 'C', teamB: 'D', mapsA: 0, mapsB: 0, bestOf: 3 },
    ]);
    // 24 × (2 − 3 × 0.5) = 12
    expect(ratings.A!.rating).toBe(1512);
    expect(ratings.B!.rating).toBe(1488);
    expect(ratings.C!.rating).toBe(1500); // walkover: no maps, no change
    expect(ratings.A!.maps).toBe(3);
  });

  it('series from map probability (hand-worked p = 0.6)', () => {
    // bo3: 0.6² + 2 · 0.6² · 0.4 = 0.648; bo5: 0.6³ (1 + 3 · 0.4 + 6 · 0.4²) = 0.68256
    expect(seriesWinProbability(0.6, 3)).toBeCloseTo(0.648, 12);
    expect(seriesWinProbability(0.6, 5)).toBeCloseTo(0.68256, 12);
    expect(seriesWinProbability(0.6, 1)).toBeCloseTo(0.6, 12);
    const scores = seriesScoreDistribution(0.6, 3);
    expect(scores.map((s) => `${s.mapsA}-${s.mapsB}`)).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(scores.reduce((t, s) => t + s.probability, 0)).toBeCloseTo(1, 12);
    // map handicap −1.5: a 2-0 win only; +1.5: anything but 0-2
    expect(mapHandicapProbability(0.6, 3, -1.5)).toBeCloseTo(0.36, 12);
    expect(mapHandicapProbability(0.6, 3, 1.5)).toBeCloseTo(1 - 0.16, 12);
    expect(() => mapHandicapProbability(0.6, 3, 1)).toThrow(RangeError);
    expect(() => seriesWinProbability(0.6, 4)).toThrow(RangeError);
  });

  it('finds the declared order of the synthetic league again (Spearman ρ > 0.9)', () => {
    const declared = [
      'Azure Dragons',
      'Bangkok Tigers',
      'Cebu Sharks',
      'Delta Wolves',
      'Emerald Owls',
      'Fuji Foxes',
      'Golden Lions',
      'Harbour Hawks',
      'Iron Monkeys',
      'Jade Cobras',
    ];
    const ratings = computeEloRatings(parseEsportsResults(readShippedData('esports-results.csv')));
    const found = Object.entries(ratings)
      .sort(([, a], [, b]) => b.rating - a.rating)
      .map(([team]) => team);
    const n = declared.length;
    const d2 = declared.reduce((s, team, i) => s + (found.indexOf(team) - i) ** 2, 0);
    expect(1 - (6 * d2) / (n * (n * n - 1))).toBeGreaterThan(0.9);
    for (const [team, rating] of Object.entries(ratings)) {
      expect(shippedModels.esports.ratings[team]!.rating).toBeCloseTo(rating.rating, 8);
    }
  });

  it('prices a series: winner, map handicaps and total maps with the margin', () => {
    const ratings = { A: { rating: 1600 }, B: { rating: 1500 } };
    const bo3 = priceEsportsMatch({
      teamA: 'A',
      teamB: 'B',
      ratings,
      bestOf: 3,
      margin: 0.05,
      method: 'shin',
    });
    expect(bo3.markets.map((m) => `${m.key}${m.line ?? ''}`)).toEqual([
      'match-winner',
      'map-handicap-1.5',
      'map-handicap1.5',
      'over-under2.5',
    ]);
    const winner = bo3.markets[0]!;
    expect(winner.selections[0]!.fairProbability).toBeCloseTo(
      seriesWinProbability(eloMapProbability(1600, 1500), 3),
      12,
    );
    expect(overround(winner.selections.map((s) => s.offeredOdds))).toBeGreaterThan(0.04);
    expect(overround(winner.selections.map((s) => s.offeredOdds))).toBeLessThan(0.07);
    const bo5 = priceEsportsMatch({
      teamA: 'A',
      teamB: 'B',
      ratings,
      bestOf: 5,
      margin: 0.05,
      method: 'power',
    });
    expect(bo5.markets.filter((m) => m.key === 'map-handicap').map((m) => m.line)).toEqual([
      -1.5, 1.5, -2.5, 2.5,
    ]);
    const mismatch = priceEsportsMatch({
      teamA: 'A',
      teamB: 'B',
      ratings: { A: { rating: 3500 }, B: { rating: 1000 } },
      bestOf: 3,
      margin: 0.05,
      method: 'shin',
    });
    expect(mismatch.markets).toEqual([]);
    expect(() =>
      priceEsportsMatch({
        teamA: 'A',
        teamB: 'Z',
        ratings,
        bestOf: 3,
        margin: 0.05,
        method: 'power',
      }),
    ).toThrow(RangeError);
  });
});
