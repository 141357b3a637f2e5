import {
  createLiveMatch,
  createLiveSeries,
  eloMapProbability,
  expectedGoals,
  liveStateAt,
  priceLiveMatchAt,
  priceLiveSeries,
  seriesScoreAt,
  shippedModels,
  type MarginSettings,
  type PricedMarket,
} from '@lobby/game-math';
import type { SbSimulationParams } from '../../db/schema/index.ts';

type Side = 'home' | 'away';
interface Score {
  home: number;
  away: number;
}

/** One thing that happens in a simulated match, at `elapsed` simulated minutes. */
export interface ScriptEvent {
  elapsed: number;
  kind: string;
  team: Side | null;
  /** The score after it (goals, or maps in e-sports). */
  score: Score;
}

/** Lines the live markets already have, so a re-price moves prices, not markets. */
export interface ScriptLines {
  handicapLines: number[];
  totalLines: number[];
}

/**
 * A simulated match played out in full from its seed (docs/sportsbook.md "Simulated live
 * engine"): the events in order, its length in simulated minutes, the live prices at a minute
 * and the clock text. Pure: the same parameters and seed always give the same script.
 */
export interface SimulationScript {
  length: number;
  events: ScriptEvent[];
  price(minute: number, settings: MarginSettings, lines: ScriptLines): PricedMarket[];
  clockAt(minute: number): string;
}

function footballScript(params: SbSimulationParams, seed: number): SimulationScript {
  const goals = expectedGoals(shippedModels.football.dixonColes, params.home, params.away);
  const timeline = createLiveMatch({ seed, expectedGoals: { home: goals.home, away: goals.away } });
  const firstHalf = 45 + timeline.addedTime.firstHalf;
  return {
    length: timeline.length,
    events: timeline.events.map((e) => ({
      elapsed: e.elapsed,
      kind: e.kind,
      team: e.team ?? null,
      score: { ...e.score },
    })),
    price: (minute, settings, lines) =>
      priceLiveMatchAt(timeline, minute, {
        ...settings,
        handicapLines: lines.handicapLines,
        totalLines: lines.totalLines,
      }).markets,
    clockAt(minute) {
      const state = liveStateAt(timeline, minute);
      if (state.period === 'full-time') return 'FT';
      if (state.period === 'half-time') return 'HT';
      const shown = state.period === 1 ? minute : minute - firstHalf + 45;
      const regular = state.period === 1 ? 45 : 90;
      return shown > regular ? `${regular}+${shown - regular}` : `${Math.max(1, shown)}'`;
    },
  };
}

function esportsScript(params: SbSimulationParams, seed: number): SimulationScript {
  const ratings = shippedModels.esports.ratings;
  const p = eloMapProbability(ratings[params.home]!.rating, ratings[params.away]!.rating);
  const bestOf = params.bestOf ?? 3;
  const series = createLiveSeries({ seed, mapProbability: p, bestOf });
  const length = series.maps.at(-1)!.endsAt;
  const side = (w: 'a' | 'b'): Side => (w === 'a' ? 'home' : 'away');
  const maps = series.maps.map((m) => ({
    elapsed: m.endsAt,
    kind: 'map',
    team: side(m.winner),
    score: { home: m.score.a, away: m.score.b },
  }));
  const last = maps.at(-1)!;
  return {
    length,
    events: [
      { elapsed: 0, kind: 'kick-off', team: null, score: { home: 0, away: 0 } },
      ...maps,
      { elapsed: length, kind: 'full-time', team: null, score: { ...last.score } },
    ],
    price: (minute, settings) =>
      priceLiveSeries({
        mapProbability: p,
        bestOf,
        score: seriesScoreAt(series, minute),
        ...settings,
      }),
    clockAt(minute) {
      if (minute >= length) return 'FT';
      const score = seriesScoreAt(series, minute);
      return `Map ${score.a + score.b + 1}`;
    },
  };
}

/** The script of a simulation (football from the Dixon–Coles fit, e-sports from Elo). */
export function simulationScript(params: SbSimulationParams, seed: number): SimulationScript {
  return params.kind === 'football' ? footballScript(params, seed) : esportsScript(params, seed);
}

/** The seed of the rematch that follows a simulated match (a fixed LCG step, 31 bits). */
export function nextSimulationSeed(seed: number): number {
  return (Math.imul(seed, 1_103_515_245) + 12_345) >>> 1;
}
