import { computeEloRatings, type EloRating } from './esports-elo.ts';
import { type FootballModel, fitFootballModel } from './football-fit.ts';
import shipped from './data/fitted-models.json' with { type: 'json' };
import { parseEsportsResults, parseFootballResults } from './results-csv.ts';

/**
 * The models fitted on the results shipped in data/ (`npm run sportsbook:fit` writes
 * data/fitted-models.json; a test refits and compares):
 *
 * - football: Premier League 2022-23 and 2023-24 (openfootball/england, public domain);
 *   `poisson` (no decay) and `dixonColes` (ρ, decay ξ = 0.0019 a day, Dixon and Coles'
 *   0.0065 a half-week), the one the book prices with.
 * - e-sports: Elo (K 24, start 1500) on the SYNTHETIC results of
 *   scripts/sportsbook-esports-data.cli.ts (declared true ratings, seed 2026).
 */
export interface ShippedModels {
  football: { source: string; poisson: FootballModel; dixonColes: FootballModel };
  esports: { source: string; k: number; ratings: Record<string, EloRating> };
}

/** Dixon–Coles time decay used for the shipped model, per day. */
export const shippedDecayPerDay = 0.0019;

/** Elo K used for the shipped ratings. */
export const shippedEloK = 24;

/** Rounds every number in a JSON-like value to 10 decimals (stable files, readable diffs). */
function rounded<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'number' ? Number(v.toFixed(10)) : v)),
  ) as T;
}

/** Fits every shipped model from the shipped files' texts. */
export function fitShippedModels(files: {
  football: readonly string[];
  esports: string;
}): ShippedModels {
  const football = files.football.flatMap((text) => parseFootballResults(text));
  return rounded({
    football: {
      source: 'openfootball/england: Premier League 2022-23, 2023-24 (public domain)',
      poisson: fitFootballModel(football, { kind: 'poisson' }),
      dixonColes: fitFootballModel(football, {
        kind: 'dixon-coles',
        decayPerDay: shippedDecayPerDay,
      }),
    },
    esports: {
      source: 'synthetic: scripts/sportsbook-esports-data.cli.ts (declared ratings, seed 2026)',
      k: shippedEloK,
      ratings: computeEloRatings(parseEsportsResults(files.esports), { k: shippedEloK }),
    },
  });
}

/** The shipped fitted models (data/fitted-models.json). */
export const shippedModels = shipped as ShippedModels;
