import { type FootballResult, daysBetween } from './results-csv.ts';
import { rhoBounds } from './score-matrix.ts';

/**
 * Maximum-likelihood fit of the football goal models (docs/sportsbook-pricing.md):
 *
 *   log λ = c + h + attack[home] + defence[away]     (home goals ~ Poisson(λ))
 *   log μ = c + attack[away] + defence[home]         (away goals ~ Poisson(μ))
 *
 * with Σ attack = Σ defence = 0 (a larger defence concedes more), and for Dixon–Coles the
 * low-score factor τ(ρ) and optional time-decay weights w = exp(−ξ · days before the
 * reference date). The log-likelihood is concave in each parameter, so the fit is coordinate
 * ascent: one Newton step per parameter (exact first and second derivatives), sweep after
 * sweep, until no parameter moves by more than 1e-10.
 */

/** Which goal model. */
export type FootballModelKind = 'poisson' | 'dixon-coles';

/** One team's log-scale strengths. */
export interface TeamStrength {
  attack: number;
  defence: number;
}

/** A fitted football model. */
export interface FootballModel {
  kind: FootballModelKind;
  /** Log-scale baseline goal rate c. */
  intercept: number;
  /** Log-scale home advantage h (exp(h) multiplies the home side's rate). */
  homeAdvantage: number;
  /** Dixon–Coles ρ (0 for Poisson). */
  rho: number;
  /** Time-decay ξ per day (0: every match weighs 1). */
  decayPerDay: number;
  /** The date the decay counts back from. */
  referenceDate: string;
  teams: Record<string, TeamStrength>;
  /** Weighted log-likelihood at the optimum (full, with the −log x! terms). */
  logLikelihood: number;
  matches: number;
  sweeps: number;
}

/** Fit options. */
export interface FitOptions {
  kind: FootballModelKind;
  /** ξ per day; Dixon and Coles' 0.0065 per half-week is ≈ 0.0019 per day. Default 0. */
  decayPerDay?: number;
  /** Default: the day after the last match. */
  referenceDate?: string;
  maxSweeps?: number;
}

interface Match {
  home: number;
  away: number;
  x: number;
  y: number;
  weight: number;
  lambda: number;
  mu: number;
}

/** log x! for small x. */
function logFactorial(x: number): number {
  let total = 0;
  for (let i = 2; i <= x; i += 1) total += Math.log(i);
  return total;
}

/** Derivatives of one match's log-likelihood w.r.t. log λ (side 0) or log μ (side 1). */
function rateDerivatives(m: Match, side: 0 | 1, rho: number): [number, number] {
  const rate = side === 0 ? m.lambda : m.mu;
  let first = (side === 0 ? m.x : m.y) - rate;
  let second = -rate;
  if (m.x === 0 && m.y === 0) {
    const u = m.lambda * m.mu * rho;
    first -= u / (1 - u);
    second -= u / (1 - u) ** 2;
  } else if ((side === 0 && m.x === 0 && m.y === 1) || (side === 1 && m.x === 1 && m.y === 0)) {
    const v = rate * rho;
    first += v / (1 + v);
    second += v / (1 + v) ** 2;
  }
  return [first, second];
}

/** Derivatives of one match's log-likelihood w.r.t. ρ. */
function rhoDerivatives(m: Match, rho: number): [number, number] {
  const { x, y, lambda, mu } = m;
  if (x === 0 && y === 0)
    return [
      -(lambda * mu) / (1 - lambda * mu * rho),
      -((lambda * mu) ** 2) / (1 - lambda * mu * rho) ** 2,
    ];
  if (x === 0 && y === 1)
    return [lambda / (1 + lambda * rho), -(lambda ** 2) / (1 + lambda * rho) ** 2];
  if (x === 1 && y === 0) return [mu / (1 + mu * rho), -(mu ** 2) / (1 + mu * rho) ** 2];
  if (x === 1 && y === 1) return [-1 / (1 - rho), -1 / (1 - rho) ** 2];
  return [0, 0];
}

/** One match's weighted log-likelihood. */
function matchLogLikelihood(m: Match, rho: number): number {
  const { x, y, lambda, mu } = m;
  let tau = 1;
  if (x === 0 && y === 0) tau = 1 - lambda * mu * rho;
  else if (x === 0 && y === 1) tau = 1 + lambda * rho;
  else if (x === 1 && y === 0) tau = 1 + mu * rho;
  else if (x === 1 && y === 1) tau = 1 - rho;
  const poisson =
    x * Math.log(lambda) - lambda - logFactorial(x) + y * Math.log(mu) - mu - logFactorial(y);
  return m.weight * (Math.log(tau) + poisson);
}

/** A Newton step, bounded to ±1 and skipped where the curvature is not negative. */
function newtonStep(gradient: number, curvature: number): number {
  if (!(curvature < 0)) return 0;
  return Math.max(-1, Math.min(1, -gradient / curvature));
}

/** Fits a Poisson or Dixon–Coles model to results by maximum likelihood. */
export function fitFootballModel(
  results: readonly FootballResult[],
  options: FitOptions,
): FootballModel {
  const names = [...new Set(results.flatMap((r) => [r.home, r.away]))].sort();
  if (names.length < 2 || results.length < names.length) throw new RangeError('too few results');
  const index = new Map(names.map((name, i) => [name, i]));
  const decay = options.decayPerDay ?? 0;
  const lastDate = results
    .map((r) => r.date)
    .sort()
    .at(-1)!;
  const referenceDate = options.referenceDate ?? addDay(lastDate);
  const matches: Match[] = results.map((r) => ({
    home: index.get(r.home)!,
    away: index.get(r.away)!,
    x: r.homeGoals,
    y: r.awayGoals,
    weight: Math.exp(-decay * Math.max(0, daysBetween(r.date, referenceDate))),
    lambda: 1,
    mu: 1,
  }));
  const n = names.length;
  const attack = new Array<number>(n).fill(0);
  const defence = new Array<number>(n).fill(0);
  const meanGoals =
    results.reduce((s, r) => s + r.homeGoals + r.awayGoals, 0) / (2 * results.length);
  let intercept = Math.log(meanGoals);
  let home = 0;
  let rho = 0;
  const refresh = (m: Match) => {
    m.lambda = Math.exp(intercept + home + attack[m.home]! + defence[m.away]!);
    m.mu = Math.exp(intercept + attack[m.away]! + defence[m.home]!);
  };
  matches.forEach(refresh);

  /** Newton step on a parameter entering log λ of `onLambda` matches and log μ of `onMu`. */
  const stepOn = (onLambda: readonly Match[], onMu: readonly Match[]): number => {
    let g = 0;
    let h = 0;
    for (const m of onLambda) {
      const [d1, d2] = rateDerivatives(m, 0, rho);
      g += m.weight * d1;
      h += m.weight * d2;
    }
    for (const m of onMu) {
      const [d1, d2] = rateDerivatives(m, 1, rho);
      g += m.weight * d1;
      h += m.weight * d2;
    }
    return newtonStep(g, h);
  };
  const homeOf = names.map((_, t) => matches.filter((m) => m.home === t));
  const awayOf = names.map((_, t) => matches.filter((m) => m.away === t));
  const maxSweeps = options.maxSweeps ?? 5000;
  let sweeps = 0;
  for (let moved = Infinity; moved > 1e-10 && sweeps < maxSweeps; sweeps += 1) {
    moved = 0;
    for (let t = 0; t < n; t += 1) {
      const da = stepOn(homeOf[t]!, awayOf[t]!);
      attack[t]! += da;
      [...homeOf[t]!, ...awayOf[t]!].forEach(refresh);
      const dd = stepOn(awayOf[t]!, homeOf[t]!);
      defence[t]! += dd;
      [...homeOf[t]!, ...awayOf[t]!].forEach(refresh);
      moved = Math.max(moved, Math.abs(da), Math.abs(dd));
    }
    const dh = stepOn(matches, []);
    home += dh;
    matches.forEach(refresh);
    const dc = stepOn(matches, matches);
    intercept += dc;
    matches.forEach(refresh);
    moved = Math.max(moved, Math.abs(dh), Math.abs(dc));
    if (options.kind === 'dixon-coles') {
      const dr = stepRho(matches, rho);
      rho += dr;
      moved = Math.max(moved, Math.abs(dr));
    }
    // the sums-to-zero constraints: shift the means into the intercept (rates unchanged)
    const meanAttack = attack.reduce((s, a) => s + a, 0) / n;
    const meanDefence = defence.reduce((s, d) => s + d, 0) / n;
    for (let t = 0; t < n; t += 1) {
      attack[t]! -= meanAttack;
      defence[t]! -= meanDefence;
    }
    intercept += meanAttack + meanDefence;
  }
  matches.forEach(refresh);
  return {
    kind: options.kind,
    intercept,
    homeAdvantage: home,
    rho,
    decayPerDay: decay,
    referenceDate,
    teams: Object.fromEntries(
      names.map((name, t) => [name, { attack: attack[t]!, defence: defence[t]! }]),
    ),
    logLikelihood: matches.reduce((s, m) => s + matchLogLikelihood(m, rho), 0),
    matches: matches.length,
    sweeps,
  };
}

/** A Newton step on ρ, kept inside the range where every τ stays positive. */
function stepRho(matches: readonly Match[], rho: number): number {
  let g = 0;
  let h = 0;
  let min = -Infinity;
  let max = Infinity;
  for (const m of matches) {
    const [d1, d2] = rhoDerivatives(m, rho);
    g += m.weight * d1;
    h += m.weight * d2;
    const bounds = rhoBounds(m.lambda, m.mu);
    min = Math.max(min, bounds.min);
    max = Math.min(max, bounds.max);
  }
  const next = Math.max(min * 0.99, Math.min(max * 0.99, rho + newtonStep(g, h)));
  return next - rho;
}

/** The ISO date one day after `date`. */
function addDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Expected goals of a fixture under a fitted model (throws for a team the model lacks). */
export function expectedGoals(
  model: FootballModel,
  home: string,
  away: string,
  neutralGround = false,
): { home: number; away: number } {
  const h = model.teams[home];
  const a = model.teams[away];
  if (!h || !a) throw new RangeError(`the model has no team ${!h ? home : away}`);
  const advantage = neutralGround ? 0 : model.homeAdvantage;
  return {
    home: Math.exp(model.intercept + advantage + h.attack + a.defence),
    away: Math.exp(model.intercept + a.attack + h.defence),
  };
}

/** A model's weighted log-likelihood of results (its own decay and reference date). */
export function footballLogLikelihood(
  model: FootballModel,
  results: readonly FootballResult[],
): number {
  return results.reduce((total, r) => {
    const rates = expectedGoals(model, r.home, r.away);
    const weight = Math.exp(
      -model.decayPerDay * Math.max(0, daysBetween(r.date, model.referenceDate)),
    );
    const match = {
      home: 0,
      away: 0,
      x: r.homeGoals,
      y: r.awayGoals,
      weight,
      lambda: rates.home,
      mu: rates.away,
    };
    return total + matchLogLikelihood(match, model.rho);
  }, 0);
}
