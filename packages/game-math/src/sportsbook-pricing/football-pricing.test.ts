import { describe, expect, it } from 'vitest';
import { priceFootballFixture } from './football-pricing.ts';
import { marginMethods, overround } from './margin.ts';
import { shippedModels } from './shipped-models.ts';

describe('pricing a football fixture', () => {
  const model = shippedModels.football.dixonColes;

  it.each(marginMethods)(
    '%s: every market carries the margin (before rounding down to 0.01)',
    (method) => {
      const priced = priceFootballFixture({
        strength: { model, home: 'Arsenal', away: 'Chelsea' },
        margin: 0.05,
        method,
      });
      const keys = new Set(priced.markets.map((m) => m.key));
      expect([...keys]).toEqual([
        'match-result',
        'asian-handicap',
        'over-under',
        'correct-score',
        'odd-even',
        'first-half-result',
        'first-half-over-under',
      ]);
      for (const market of priced.markets) {
        expect(market.selections.reduce((s, o) => s + o.fairProbability, 0)).toBeCloseTo(1, 10);
        const offered = overround(market.selections.map((s) => s.offeredOdds));
        // rounding down adds at most 0.01 / d² per selection
        expect(offered).toBeGreaterThanOrEqual(0.05 - 1e-9);
        expect(offered).toBeLessThan(market.key === 'correct-score' ? 0.12 : 0.07);
        for (const selection of market.selections)
          expect(selection.fairOdds).toBeGreaterThan(selection.offeredOdds);
      }
    },
  );

  it('quotes the balanced handicap line ± 0.5 in quarters, and the favourite gives goals', () => {
    const priced = priceFootballFixture({
      strength: { model, home: 'Man City', away: 'Sheffield United' },
      margin: 0.05,
      method: 'power',
    });
    const lines = priced.markets.filter((m) => m.key === 'asian-handicap').map((m) => m.line!);
    expect(lines).toHaveLength(5);
    expect(lines[1]! - lines[0]!).toBe(0.25);
    expect(lines[2]!).toBeLessThanOrEqual(-1.5);
    const main = priced.markets.find((m) => m.key === 'asian-handicap' && m.line === lines[2])!;
    expect(Math.abs(main.selections[0]!.fairProbability - 0.5)).toBeLessThan(0.08);
    expect(priced.expectedGoals.home).toBeGreaterThan(2 * priced.expectedGoals.away);
  });

  it('prices from expected goals directly, with chosen lines', () => {
    const priced = priceFootballFixture({
      strength: { expectedGoals: { home: 1.4, away: 1.4 } },
      margin: 0.04,
      method: 'multiplicative',
      handicapLines: [0],
      totalLines: [2.5],
    });
    const handicap = priced.markets.find((m) => m.key === 'asian-handicap')!;
    expect(handicap.selections.map((s) => s.fairOdds)).toEqual([2, 2]);
    expect(handicap.selections.map((s) => s.offeredOdds)).toEqual([1.92, 1.92]);
    const result = priced.markets.find((m) => m.key === 'match-result')!;
    expect(result.selections[0]!.fairProbability).toBeCloseTo(
      result.selections[2]!.fairProbability,
      12,
    );
  });
});
