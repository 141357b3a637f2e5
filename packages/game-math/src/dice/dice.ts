import { type RandomSource, uniformInt } from '../rng/random-source.ts';

/**
 * Dice: a roll of 0.00–99.99, stored as an integer 0..9999 (hundredths).
 *
 * A bet is a target (hundredths) and a direction: `under` wins when roll < target
 * (target winning rolls), `over` wins when roll > target (9999 − target winning rolls).
 * With w winning rolls out of 10 000 the multiplier is 9900 / w, so the RTP is
 * w/10000 × 9900/w = 99% exactly for every target. The payout is floor(stake × 9900 / w)
 * minor units (the fraction of a minor unit below is kept by the house).
 * Win chance is limited to 1.00%–98.00% (w in 100..9800).
 */
export const diceRtp = 0.99;

/** Number of possible rolls (0.00–99.99). */
export const diceRollCount = 10_000;

/** Fewest and most winning rolls a bet may cover (chance 1.00% … 98.00%). */
export const diceWinRollsRange = { min: 100, max: 9800 } as const;

/** Which side of the target wins. */
export type DiceDirection = 'over' | 'under';

/** A dice bet: target in hundredths (e.g. 5000 = 50.00) and direction. */
export interface DiceBet {
  /** Target, integer hundredths. */
  readonly target: number;
  /** `under`: roll < target wins; `over`: roll > target wins. */
  readonly direction: DiceDirection;
}

/** Rolls the dice: a uniform integer 0..9999 (shown as roll / 100). */
export function rollDice(random: RandomSource): number {
  return uniformInt(random, diceRollCount);
}

/** Number of winning rolls of a bet (no range check). */
export function diceWinningRolls(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target : diceRollCount - 1 - bet.target;
}

/** True when the bet's target is an integer and its win chance is within the allowed range. */
export function isValidDiceBet(bet: DiceBet): boolean {
  if (!Number.isInteger(bet.target)) return false;
  if (bet.direction !== 'over' && bet.direction !== 'under') return false;
  const wins = diceWinningRolls(bet);
  return wins >= diceWinRollsRange.min && wins <= diceWinRollsRange.max;
}

/** The valid target range (hundredths, inclusive) for a direction. */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: diceWinRollsRange.min, max: diceWinRollsRange.max }
    : {
        min: diceRollCount - 1 - diceWinRollsRange.max,
        max: diceRollCount - 1 - diceWinRollsRange.min,
      };
}

function assertValid(bet: DiceBet): void {
  if (!isValidDiceBet(bet)) throw new RangeError('dice bet out of range');
}

/** The bet's payout multiplier 9900 / winning rolls (for display; settle with settleDiceBet). */
export function diceMultiplier(bet: DiceBet): number {
  assertValid(bet);
  return 9900 / diceWinningRolls(bet);
}

/** Win chance of the bet, 0..1. */
export function diceWinChance(bet: DiceBet): number {
  assertValid(bet);
  return diceWinningRolls(bet) / diceRollCount;
}

/** True when the roll wins the bet. */
export function isDiceWin(bet: DiceBet, roll: number): boolean {
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target;
}

/** Total returned (stake included) for the roll: floor(stake × 9900 / w) on a win, else 0n. */
export function settleDiceBet(bet: DiceBet, stake: bigint, roll: number): bigint {
  assertValid(bet);
  if (stake < 0n) throw new RangeError('stake must not be negative');
  if (!isDiceWin(bet, roll)) return 0n;
  return (stake * 9900n) / BigInt(diceWinningRolls(bet));
}
