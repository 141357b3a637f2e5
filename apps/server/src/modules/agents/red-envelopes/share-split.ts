import { randomInt } from 'node:crypto';
import type { RedEnvelopeSplit } from '@lobby/contracts';

/** The largest rest `randomInt` can draw over (its range is below 2^48). */
const maxRandomRest = 2n ** 48n - 2n;

/** A uniform integer in [0, max] from the CSPRNG; max < 2^48. */
export type DrawInteger = (max: number) => number;
const cryptoDraw: DrawInteger = (max) => randomInt(0, max + 1);

/**
 * Fixed split: every share is ⌊total / count⌋ minor units and the first `total mod count`
 * shares get one unit more, so the shares sum to the total and differ by at most one unit
 * (the earliest claimers get the extra unit).
 */
export function fixedShares(total: bigint, count: number): bigint[] {
  const base = total / BigInt(count);
  const extra = Number(total % BigInt(count));
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1n : 0n));
}

/**
 * Random split: every share gets the currency's minimum unit (1 minor unit), and the rest is
 * cut at `count − 1` points drawn uniformly from the CSPRNG (sorted; the gaps are the extra
 * amounts), so every ordering of shares is equally likely and the sum is exact.
 */
export function randomShares(
  total: bigint,
  count: number,
  draw: DrawInteger = cryptoDraw,
): bigint[] {
  const rest = total - BigInt(count);
  if (rest > maxRandomRest) throw new Error('red envelope total too large for a random split');
  const cuts = Array.from({ length: count - 1 }, () => BigInt(draw(Number(rest))));
  cuts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const shares: bigint[] = [];
  let previous = 0n;
  for (const cut of [...cuts, rest]) {
    shares.push(1n + cut - previous);
    previous = cut;
  }
  return shares;
}

/** The shares of an envelope; the caller has checked `total ≥ count`. */
export function splitShares(total: bigint, count: number, split: RedEnvelopeSplit): bigint[] {
  switch (split) {
    case 'fixed':
      return fixedShares(total, count);
    case 'random':
      return randomShares(total, count);
    default:
      return split satisfies never;
  }
}

/** The largest total a random split accepts, in minor units (with `count` shares). */
export function maxRandomTotal(count: number): bigint {
  return maxRandomRest + BigInt(count);
}
