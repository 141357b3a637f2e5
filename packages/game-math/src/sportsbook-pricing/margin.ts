/**
 * The bookmaker's margin, both ways: apply a target margin to fair probabilities (→ offered
 * odds) and remove it from quoted odds (→ fair probabilities). Three methods, formulas and a
 * worked example in docs/sportsbook-pricing.md:
 *
 * - multiplicative (proportional): π_i = p_i (1 + m); fair p_i = π_i / Σπ.
 * - power: π_i = p_i^(1/k) with k ≥ 1 chosen so Σπ = 1 + m; fair p_i = π_i^k with Σ = 1.
 *   Long shots carry more of the margin than favourites.
 * - Shin (1993): a share z of insiders; π_i = y_i Σ_j y_j with y_i = √(z p_i + (1 − z) p_i²),
 *   z chosen so Σπ = 1 + m; fair p_i = (√(z² + 4(1 − z) π_i² / Σπ) − z) / (2(1 − z)) with z
 *   chosen so Σp = 1.
 *
 * Here π_i = 1 / d_i is the implied probability of decimal odds d_i, and the overround Σπ − 1
 * is the margin m.
 */

/** How a margin is spread over a market's outcomes. */
export type MarginMethod = 'multiplicative' | 'power' | 'shin';

/** Every margin method, for menus and validation. */
export const marginMethods: readonly MarginMethod[] = ['multiplicative', 'power', 'shin'];

/** Is `value` a known margin method? */
export function isMarginMethod(value: unknown): value is MarginMethod {
  return typeof value === 'string' && (marginMethods as readonly string[]).includes(value);
}

const tolerance = 1e-13;

/** Throws unless every probability is in (0, 1) and they sum to 1 (within 1e-9). */
function assertFairProbabilities(probabilities: readonly number[]): void {
  if (probabilities.length < 2) throw new RangeError('a market has at least two outcomes');
  if (probabilities.some((p) => !Number.isFinite(p) || p <= 0 || p >= 1)) {
    throw new RangeError('probabilities must lie strictly between 0 and 1');
  }
  if (Math.abs(sum(probabilities) - 1) > 1e-9) throw new RangeError('probabilities must sum to 1');
}

/** Sum of a list. */
function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * The root of an increasing function f on [low, high] by bisection (f(low) ≤ 0 ≤ f(high)):
 * slow but unconditionally safe, and 200 halvings reach the double's resolution.
 */
function bisect(f: (x: number) => number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  for (let i = 0; i < 200 && hi - lo > tolerance * Math.max(1, Math.abs(lo)); i += 1) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Shin's implied probabilities for fair probabilities p and insider share z. */
function shinImplied(probabilities: readonly number[], z: number): number[] {
  const y = probabilities.map((p) => Math.sqrt(z * p + (1 - z) * p * p));
  const total = sum(y);
  return y.map((value) => value * total);
}

/** Shin's fair probabilities for implied probabilities π and insider share z. */
function shinFair(implied: readonly number[], z: number): number[] {
  const booksum = sum(implied);
  return implied.map(
    (pi) => (Math.sqrt(z * z + (4 * (1 - z) * pi * pi) / booksum) - z) / (2 * (1 - z)),
  );
}

/**
 * Implied probabilities (summing to 1 + margin) for fair probabilities, by the chosen method.
 * Offered decimal odds are their reciprocals.
 */
export function applyMargin(
  probabilities: readonly number[],
  margin: number,
  method: MarginMethod,
): number[] {
  assertFairProbabilities(probabilities);
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) {
    throw new RangeError('the margin must be in [0, 1)');
  }
  if (margin === 0) return [...probabilities];
  const target = 1 + margin;
  switch (method) {
    case 'multiplicative':
      return probabilities.map((p) => p * target);
    case 'power': {
      // Σ p^c falls from n (c = 0) to 1 (c = 1): find c in (0, 1] with Σ p^c = 1 + m
      if (target >= probabilities.length) throw new RangeError('margin too large for the market');
      const c = bisect((x) => target - sum(probabilities.map((p) => p ** x)), 0, 1);
      return probabilities.map((p) => p ** c);
    }
    case 'shin': {
      const most = sum(probabilities.map(Math.sqrt)) ** 2;
      if (target >= most) throw new RangeError('margin too large for the market');
      const z = bisect((x) => sum(shinImplied(probabilities, x)) - target, 0, 1);
      return shinImplied(probabilities, z);
    }
    default:
      throw new RangeError(`unknown margin method ${method satisfies never}`);
  }
}

/** Offered decimal odds for fair probabilities with the margin applied. */
export function oddsWithMargin(
  probabilities: readonly number[],
  margin: number,
  method: MarginMethod,
): number[] {
  return applyMargin(probabilities, margin, method).map((pi) => 1 / pi);
}

/** The overround of decimal odds: Σ 1/d − 1. */
export function overround(odds: readonly number[]): number {
  return sum(odds.map((d) => 1 / d)) - 1;
}

/** What a margin removal found: the fair probabilities and the method's parameter. */
export interface FairProbabilities {
  probabilities: number[];
  /** The overround of the quoted odds. */
  margin: number;
  /** power: the exponent k; Shin: the insider share z; multiplicative: 1 + margin. */
  parameter: number;
}

/** Removes the margin from quoted decimal odds: fair probabilities summing to 1. */
export function removeMargin(odds: readonly number[], method: MarginMethod): FairProbabilities {
  if (odds.length < 2 || odds.some((d) => !Number.isFinite(d) || d <= 1)) {
    throw new RangeError('odds must be decimal odds above 1, at least two');
  }
  const implied = odds.map((d) => 1 / d);
  const booksum = sum(implied);
  const margin = booksum - 1;
  if (margin < 0) throw new RangeError('the odds carry no margin (arbitrage)');
  switch (method) {
    case 'multiplicative':
      return { probabilities: implied.map((pi) => pi / booksum), margin, parameter: booksum };
    case 'power': {
      // Σ π^k falls from Σπ (k = 1) towards 0: find k ≥ 1 with Σ π^k = 1
      let high = 2;
      while (sum(implied.map((pi) => pi ** high)) > 1) high *= 2;
      const k = bisect((x) => 1 - sum(implied.map((pi) => pi ** x)), 1, high);
      return { probabilities: implied.map((pi) => pi ** k), margin, parameter: k };
    }
    case 'shin': {
      // Σ fair(z) falls from √Σπ ≥ 1 (z = 0) below 1 as z grows
      const z = bisect((x) => 1 - sum(shinFair(implied, x)), 0, 0.999_999);
      return { probabilities: shinFair(implied, z), margin, parameter: z };
    }
    default:
      throw new RangeError(`unknown margin method ${method satisfies never}`);
  }
}
