import { describe, expect, it } from 'vitest';
import { priceFootballFixture } from './football-pricing.ts';
import { clockLabel, createLiveMatch, liveStateAt } from './live-match.ts';
import { priceLiveFootball, priceLiveMatchAt } from './live-pricing.ts';

const expectedGoals = { home: 1.6, away: 1.1 };

describe('the simulated live match', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const first = createLiveMatch({ seed: 42, expectedGoals });
    expect(createLiveMatch({ seed: 42, expectedGoals })).toEqual(first);
    const others = [43, 44, 45].map((seed) =>
      JSON.stringify(createLiveMatch({ seed, expectedGoals }).events),
    );
    expect(others.every((events) => events !== JSON.stringify(first.events))).toBe(true);
  });

  it('runs kick-off → half time → second half → full time with added time in range', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const match = createLiveMatch({ seed, expectedGoals });
      const kinds = match.events
        .map((e) => e.kind)
        .filter((k) => k !== 'goal' && !k.endsWith('card'));
      expect(kinds).toEqual(['kick-off', 'half-time', 'second-half', 'full-time']);
      expect(match.addedTime.firstHalf).toBeGreaterThanOrEqual(1);
      expect(match.addedTime.firstHalf).toBeLessThanOrEqual(4);
      expect(match.addedTime.secondHalf).toBeGreaterThanOrEqual(3);
      expect(match.addedTime.secondHalf).toBeLessThanOrEqual(7);
      expect(match.length).toBe(90 + match.addedTime.firstHalf + match.addedTime.secondHalf);
      const elapsed = match.events.map((e) => e.elapsed);
      expect([...elapsed].sort((a, b) => a - b)).toEqual(elapsed);
      const final = match.events.at(-1)!.score;
      expect(final.home).toBe(
        match.events.filter((e) => e.kind === 'goal' && e.team === 'home').length,
      );
    }
    expect(clockLabel({ minute: 45, added: 2 })).toBe('45+2');
    expect(clockLabel({ minute: 67, added: 0 })).toBe('67');
  });

  it('scores at the model rate over many seeds (within 4 standard errors), 43.7% before half time', () => {
    const runs = 4000;
    let home = 0;
    let away = 0;
    let firstHalf = 0;
    for (let seed = 1; seed <= runs; seed += 1) {
      const match = createLiveMatch({ seed, expectedGoals });
      const final = match.events.at(-1)!.score;
      home += final.home;
      away += final.away;
      const half = match.events.find((e) => e.kind === 'half-time')!.score;
      firstHalf += half.home + half.away;
    }
    expect(Math.abs(home / runs - 1.6)).toBeLessThan(4 * Math.sqrt(1.6 / runs));
    expect(Math.abs(away / runs - 1.1)).toBeLessThan(4 * Math.sqrt(1.1 / runs));
    expect(Math.abs(firstHalf / (home + away) - 0.4373)).toBeLessThan(0.02);
  });

  it('tells the state at any minute: score, period, the share of goals still to come', () => {
    const match = createLiveMatch({ seed: 7, expectedGoals });
    expect(liveStateAt(match, 0)).toMatchObject({
      period: 1,
      score: { home: 0, away: 0 },
      remainingShare: 1,
    });
    const halfTime = 45 + match.addedTime.firstHalf;
    const atBreak = liveStateAt(match, halfTime);
    expect(atBreak.period).toBe('half-time');
    expect(atBreak.lastEvent.kind).toBe('half-time');
    expect(atBreak.remainingShare).toBeCloseTo(1 - 0.4373, 12);
    expect(liveStateAt(match, halfTime + 1).period).toBe(2);
    const end = liveStateAt(match, match.length + 10);
    expect(end).toMatchObject({ period: 'full-time', remainingShare: 0 });
    expect(end.score).toEqual(match.events.at(-1)!.score);
  });
});

describe('live prices', () => {
  const settings = { margin: 0.05, method: 'multiplicative' as const };

  it('at kick-off they are the pre-match prices (ρ = 0)', () => {
    const live = priceLiveFootball({
      expectedGoals,
      score: { home: 0, away: 0 },
      remainingShare: 1,
      remainingFirstHalfShare: 1,
      ...settings,
    });
    const before = priceFootballFixture({ strength: { expectedGoals }, ...settings });
    expect(live).toEqual(before.markets);
  });

  it('late in a match the leader is a heavy favourite and totals count the goals so far', () => {
    const live = priceLiveFootball({
      expectedGoals,
      score: { home: 1, away: 0 },
      remainingShare: 0.1,
      ...settings,
    });
    const result = live.find((m) => m.key === 'match-result')!;
    expect(result.selections[0]!.fairProbability).toBeGreaterThan(0.8);
    // over 0.5 is already won: not quoted; the balanced total sits above the one goal scored
    expect(live.some((m) => m.key === 'over-under' && m.line === 0.5)).toBe(false);
    expect(live.filter((m) => m.key === 'over-under').every((m) => m.line! > 1)).toBe(true);
    expect(live.some((m) => m.key.startsWith('first-half'))).toBe(false);
  });

  it('the live handicap counts only goals after the bet', () => {
    const live = priceLiveFootball({
      expectedGoals: { home: 1.3, away: 1.3 },
      score: { home: 2, away: 0 },
      remainingShare: 0.5,
      handicapLines: [0],
      ...settings,
    });
    const handicap = live.find((m) => m.key === 'asian-handicap')!;
    // equal rates from here: level ball is an even bet whatever the score
    expect(handicap.selections[0]!.fairProbability).toBeCloseTo(0.5, 12);
  });

  it('re-prices a simulated match as it goes: every goal moves the 1X2', () => {
    const match = createLiveMatch({ seed: 11, expectedGoals });
    const goal = match.events.find((e) => e.kind === 'goal')!;
    const before = priceLiveMatchAt(match, goal.elapsed - 1, settings);
    const after = priceLiveMatchAt(match, goal.elapsed, settings);
    expect(after.state.score).toEqual(goal.score);
    const scorer = goal.team === 'home' ? 0 : 2;
    const chance = (markets: typeof before.markets) =>
      markets.find((m) => m.key === 'match-result')!.selections[scorer]!.fairProbability;
    expect(chance(after.markets)).toBeGreaterThan(chance(before.markets) + 0.05);
    expect(priceLiveMatchAt(match, match.length, settings).markets).toEqual([]);
  });

  it('at full time nothing is quoted', () => {
    expect(
      priceLiveFootball({
        expectedGoals,
        score: { home: 1, away: 1 },
        remainingShare: 0,
        ...settings,
      }),
    ).toEqual([]);
  });
});
