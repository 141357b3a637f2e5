import { type RandomSource, uniformFloat } from '../rng/random-source.ts';

/**
 * Crash: the multiplier rises from 1.00× until the round's crash point.
 *
 * Multipliers are integers ×100 (250 = 2.50×). From one 52-bit uniform u = j / 2^52:
 *   crashPoint = min(cap, max(100, floor(99 × 2^52 / (2^52 − j))))
 * computed exactly in integers. For every k in 101..cap, P(crashPoint ≥ k) = 99 / k
 * (to within 2^-52), so a bet that cashes out at m = k/100 returns m × 0.99/m = 99% whatever
 * m is: RTP 99%, house edge 1%. About 1.98% of rounds crash at 1.00× (nobody can win those,
 * as cash-outs start at 1.01×). The cap (10 000×) only removes targets above it.
 * A cash-out at target t wins when t ≤ crashPoint; it pays floor(stake × t / 100).
 */
export const crashRtp = 0.99;

/** Highest crash point, ×100 (10 000.00×). */
export const crashMaxX100 = 1_000_000;

/** Lowest cash-out / auto cash-out target, ×100 (1.01×). */
export const crashMinCashoutX100 = 101;

/** Growth of the multiplier per elapsed millisecond: m(t) = e^(0.00006 t). */
export const crashGrowthPerMs = 0.00006;

const twoTo52 = 2 ** 52;

/** Draws a round's crash point (×100 integer, 100..crashMaxX100). */
export function crashPoint(random: RandomSource): number {
  const j = uniformFloat(random) * twoTo52; // exact integer 0..2^52-1
  const point = Number((99n << 52n) / BigInt(twoTo52 - j));
  return Math.min(crashMaxX100, Math.max(100, point));
}

/** The live multiplier (×100, floored) after `elapsedMs` of the running phase. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.floor(100 * Math.exp(crashGrowthPerMs * elapsedMs));
}

/** The first whole millisecond at which the live multiplier reaches `multiplierX100`. */
export function crashElapsedFor(multiplierX100: number): number {
  if (multiplierX100 <= 100) return 0;
  let t = Math.max(0, Math.ceil(Math.log(multiplierX100 / 100) / crashGrowthPerMs) - 2);
  while (crashMultiplierAt(t) < multiplierX100) t++;
  return t;
}

/** True when a cash-out target (×100) is allowed. */
export function isValidCrashCashout(targetX100: number): boolean {
  return (
    Number.isInteger(targetX100) && targetX100 >= crashMinCashoutX100 && targetX100 <= crashMaxX100
  );
}

/** True when a cash-out at `targetX100` beats the crash point (a tie wins). */
export function isCrashWin(targetX100: number, crashPointX100: number): boolean {
  return isValidCrashCashout(targetX100) && targetX100 <= crashPointX100;
}

/** Total returned (stake included) for a cash-out at `targetX100`: floor(stake × t / 100). */
export function settleCrashBet(stake: bigint, targetX100: number, crashPointX100: number): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  if (!isCrashWin(targetX100, crashPointX100)) return 0n;
  return (stake * BigInt(targetX100)) / 100n;
}
