import { describe, expect, it } from 'vitest';
import {
  type FootballModel,
  expectedGoals,
  fitFootballModel,
  footballLogLikelihood,
} from './football-fit.ts';
import { matchResultOutcomes } from './football-markets.ts';
import { parseFootballResults } from './results-csv.ts';
import { scoreMatrix } from './score-matrix.ts';
import { fitShippedModels, shippedModels } from './shipped-models.ts';
import { readShippedData, shippedFootballFiles } from './testing/shipped-data.ts';

const results = shippedFootballFiles.flatMap((name) => parseFootballResults(readShippedData(name)));

describe('the shipped football data', () => {
  it('holds two full Premier League seasons (380 matches each, 1,084 and 1,246 goals)', () => {
    expect(results).toHaveLength(760);
    const goals = (season: string) =>
      results
        .filter((r) => r.date >= `${season}-08-01` && r.date < `${Number(season) + 1}-07-01`)
        .reduce((s, r) => s + r.homeGoals + r.awayGoals, 0);
    expect(goals('2022')).toBe(1084);
    expect(goals('2023')).toBe(1246);
    expect(new Set(results.map((r) => r.home)).size).toBe(23);
  });

  it('refuses a malformed file', () => {
    expect(() => parseFootballResults('Date,HomeTeam\n2024-01-01,A')).toThrow(SyntaxError);
    expect(() =>
      parseFootballResults('Date,HomeTeam,AwayTeam,FTHG,FTAG\n2024-01-01,A,B,x,1'),
    ).toThrow(SyntaxError);
    expect(() =>
      parseFootballResults('Date,HomeTeam,AwayTeam,FTHG,FTAG\n01/01/2024,A,B,1,1'),
    ).toThrow(SyntaxError);
  });
});

describe('the fitted models', () => {
  it('the shipped parameters file matches a refit (npm run sportsbook:fit)', () => {
    const refit = fitShippedModels({
      football: shippedFootballFiles.map(readShippedData),
      esports: readShippedData('esports-results.csv'),
    });
    const flat = (value: unknown): [string, number][] =>
      Object.entries(value as object).flatMap(([key, v]) =>
        typeof v === 'number'
          ? [[key, v] as [string, number]]
          : typeof v === 'object' && v
            ? flat(v).map(([k, n]) => [`${key}.${k}`, n] as [string, number])
            : [],
      );
    const shipped = new Map(flat(shippedModels));
    const fresh = flat(refit);
    expect(fresh.length).toBeGreaterThan(100);
    expect([...shipped.keys()].sort()).toEqual(fresh.map(([k]) => k).sort());
    for (const [key, value] of fresh) expect(shipped.get(key), key).toBeCloseTo(value, 7);
    expect(refit.football.poisson.sweeps).toBeLessThan(5000);
  });

  it('the Poisson model reproduces its fitted margins: expected goals exactly, 1X2 within 2.5 points', () => {
    const model = shippedModels.football.poisson;
    let home = 0;
    let away = 0;
    const result = [0, 0, 0];
    for (const match of results) {
      const rates = expectedGoals(model, match.home, match.away);
      home += rates.home;
      away += rates.away;
      matchResultOutcomes(scoreMatrix(rates.home, rates.away)).forEach(
        (o, i) => (result[i]! += o.probability),
      );
    }
    // the likelihood equations of c and h: Σλ = Σ home goals, Σμ = Σ away goals
    expect(home).toBeCloseTo(
      results.reduce((s, r) => s + r.homeGoals, 0),
      4,
    );
    expect(away).toBeCloseTo(
      results.reduce((s, r) => s + r.awayGoals, 0),
      4,
    );
    // 1X2 frequencies: one standard error of a share over 760 matches is ≈ 1.8 points
    const observed = [
      results.filter((r) => r.homeGoals > r.awayGoals).length,
      results.filter((r) => r.homeGoals === r.awayGoals).length,
      results.filter((r) => r.homeGoals < r.awayGoals).length,
    ].map((n) => n / results.length);
    result.forEach((sum, i) =>
      expect(Math.abs(sum / results.length - observed[i]!)).toBeLessThan(0.025),
    );
  });

  it('every team scores and concedes what the model expects of it (Poisson likelihood equations)', () => {
    const model = shippedModels.football.poisson;
    for (const team of Object.keys(model.teams)) {
      let scored = 0;
      let expected = 0;
      for (const match of results.filter((r) => r.home === team || r.away === team)) {
        const rates = expectedGoals(model, match.home, match.away);
        scored += match.home === team ? match.homeGoals : match.awayGoals;
        expected += match.home === team ? rates.home : rates.away;
      }
      expect(expected, team).toBeCloseTo(scored, 4);
    }
  });

  it('Dixon–Coles nests Poisson: its likelihood is at least as high on the same data', () => {
    const poisson = shippedModels.football.poisson;
    const dixonColes = fitFootballModel(results, { kind: 'dixon-coles' });
    expect(dixonColes.logLikelihood).toBeGreaterThanOrEqual(poisson.logLikelihood - 1e-9);
    expect(Math.abs(dixonColes.rho)).toBeLessThan(0.2);
  });

  it('recovers known parameters from a synthetic league', () => {
    // four teams, attack = −defence = [0.3, 0.1, −0.1, −0.3], c = 0.2, h = 0.25
    const truth = { c: 0.2, h: 0.25, strength: [0.3, 0.1, -0.1, -0.3] };
    const teams = ['A', 'B', 'C', 'D'];
    const table: {
      date: string;
      home: string;
      away: string;
      homeGoals: number;
      awayGoals: number;
    }[] = [];
    // each fixture's every score to 8-8, repeated round(p × 2000) times: almost exactly the law
    teams.forEach((home, i) =>
      teams.forEach((away, j) => {
        if (i === j) return;
        const lambda = Math.exp(truth.c + truth.h + truth.strength[i]! - truth.strength[j]!);
        const mu = Math.exp(truth.c + truth.strength[j]! - truth.strength[i]!);
        const matrix = scoreMatrix(lambda, mu, 0, 8);
        matrix.cells.forEach((row, x) =>
          row.forEach((p, y) => {
            for (let n = Math.round(p * 2000); n > 0; n -= 1)
              table.push({ date: '2024-01-01', home, away, homeGoals: x, awayGoals: y });
          }),
        );
      }),
    );
    const model = fitFootballModel(table, { kind: 'poisson' });
    expect(model.intercept).toBeCloseTo(truth.c, 2);
    expect(model.homeAdvantage).toBeCloseTo(truth.h, 2);
    teams.forEach((team, i) => {
      expect(model.teams[team]!.attack).toBeCloseTo(truth.strength[i]!, 2);
      expect(model.teams[team]!.defence).toBeCloseTo(-truth.strength[i]!, 2);
    });
  });

  it('is a maximum: nudging any parameter of the shipped Dixon–Coles fit lowers the likelihood', () => {
    const model = shippedModels.football.dixonColes;
    const best = footballLogLikelihood(model, results);
    expect(best).toBeCloseTo(model.logLikelihood, 6);
    const nudged = (change: (copy: FootballModel) => void) => {
      const copy = structuredClone(model);
      change(copy);
      return footballLogLikelihood(copy, results);
    };
    for (const step of [1e-3, -1e-3]) {
      expect(nudged((m) => (m.rho += step))).toBeLessThan(best);
      expect(nudged((m) => (m.homeAdvantage += step))).toBeLessThan(best);
      expect(nudged((m) => (m.intercept += step))).toBeLessThan(best);
      for (const team of ['Arsenal', 'Luton', 'Everton']) {
        expect(nudged((m) => (m.teams[team]!.attack += step))).toBeLessThan(best);
        expect(nudged((m) => (m.teams[team]!.defence += step))).toBeLessThan(best);
      }
    }
  });

  it('refuses a team the model does not know', () => {
    expect(() => expectedGoals(shippedModels.football.poisson, 'Arsenal', 'Real Madrid')).toThrow(
      RangeError,
    );
  });
});
