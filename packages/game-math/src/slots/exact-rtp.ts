import {
  addFractions,
  divideFractions,
  type Fraction,
  fraction,
  fractionToNumber,
  multiplyFractions,
  subtractFractions,
} from './fraction.ts';
import { createLineEvaluator } from './line-evaluation.ts';
import { scatterWinOf, slotPhaseRules } from './slot-round.ts';
import { type SlotDefinition } from './slot-types.ts';

/** A slot's exact return, in parts, all as fractions of the total bet (numbers for reading). */
export interface SlotRtp {
  /** The whole return to player: base lines + base scatters + free spins. */
  rtp: number;
  exact: Fraction;
  /** Expected line win of one base spin. */
  baseLines: number;
  /** Expected scatter win of one base spin. */
  baseScatters: number;
  /** Expected win of the free spins one paid spin leads to. */
  freeSpins: number;
  /** Probability that a spin triggers free spins. */
  triggerProbability: number;
  /** Expected free spins awarded by one spin (the base trigger, and a retrigger inside). */
  awardPerSpin: number;
  /** Expected number of free spins per paid spin. */
  freeSpinsPerPaidSpin: number;
  /** Number of reel-stop combinations enumerated (product of strip lengths). */
  combinations: bigint;
}

/**
 * The exact RTP by enumeration of the reel strips.
 *
 * Lines: every payline reads one symbol per reel, and the symbol a reel shows on a row is, over
 * its stops, distributed as the strip's symbol counts. So over all ∏ Lᵢ stop combinations the
 * summed pay of one line is Σ over symbol 5-tuples (∏ countᵢ(sᵢ)) × pay(s₁…s₅), enumerated with
 * the same line rule the game uses; every line has the same sum, and a line bet is 1/lines of
 * the total bet, so the base line return is that sum / ∏ Lᵢ.
 * Scatters: each reel's window shows 0 or 1 scatter; the per-reel stop counts are convolved
 * into the exact distribution P(c) of the scatter count c.
 * Free spins use the same strips, so each is worth multiplier × v, where v = lines + scatters
 * of a base spin. The base spin awards A = Σ P(c)·awards(c) free spins on average and a free
 * spin F (F = A with retriggers, else 0), so a paid spin leads to A / (1 − F) free spins (F < 1).
 * RTP = v + free spins per paid spin × multiplier × v. Scatter pays, awards and multipliers
 * come from the phase rules spinSlot plays by (slot-round.ts), not from a copy of them.
 */
export function exactRtp(def: SlotDefinition): SlotRtp {
  const evaluator = createLineEvaluator(def);
  const symbolCount = def.symbols.length;
  const counts = def.reels.map((strip) => {
    const perSymbol = new Array<number>(symbolCount).fill(0);
    for (const symbol of strip) perSymbol[symbol]! += 1;
    return perSymbol;
  });
  const combinations = def.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);

  let lineSum = 0n;
  const line = new Array<number>(def.reelCount).fill(0);
  const visit = (reel: number, weight: number): void => {
    if (reel === def.reelCount) {
      const pay = evaluator.evaluate(line).pay;
      if (pay > 0) lineSum += BigInt(weight) * BigInt(pay);
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol++) {
      const count = counts[reel]![symbol]!;
      if (count === 0) continue;
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);

  // the feature as played: spinSlot and the simulator read these same rules (slot-round.ts)
  const rules = slotPhaseRules(def);
  const lineCount = BigInt(def.paylines.length);
  const scatterWeights = scatterCountWeights(def);
  let scatterSum = 0n;
  let baseAwardSum = 0n;
  let freeAwardSum = 0n;
  let triggerSum = 0n;
  scatterWeights.forEach((weight, count) => {
    scatterSum += weight * BigInt(scatterWinOf(def, count));
    const award = rules.base.awards[count] ?? 0;
    baseAwardSum += weight * BigInt(award);
    freeAwardSum += weight * BigInt(rules.free.awards[count] ?? 0);
    if (award > 0) triggerSum += weight;
  });

  const baseLines = fraction(lineSum, combinations);
  // scatter wins are in line bets; the return is per total bet (lines × line bet)
  const baseScatters = fraction(scatterSum, combinations * lineCount);
  const perSpin = addFractions(baseLines, baseScatters);
  const award = fraction(baseAwardSum, combinations);
  const freeAward = fraction(freeAwardSum, combinations);
  if (freeAward.n >= freeAward.d) {
    throw new Error(`${def.code}: retriggers never end on average`);
  }
  // playRound plays every free spin awarded: the base awards A, each free spin F more, so a
  // paid spin leads to A + A·F + A·F² + … = A / (1 − F) free spins (F = 0 without retriggers)
  const freeSpinCount = divideFractions(award, subtractFractions(fraction(1), freeAward));
  const freeSpinValue = multiplyFractions(
    freeSpinCount,
    multiplyFractions(fraction(rules.free.multiplier), perSpin),
  );
  const exact = addFractions(
    multiplyFractions(fraction(rules.base.multiplier), perSpin),
    freeSpinValue,
  );
  return {
    rtp: fractionToNumber(exact),
    exact,
    baseLines: fractionToNumber(baseLines),
    baseScatters: fractionToNumber(baseScatters),
    freeSpins: fractionToNumber(freeSpinValue),
    triggerProbability: fractionToNumber(fraction(triggerSum, combinations)),
    awardPerSpin: fractionToNumber(award),
    freeSpinsPerPaidSpin: fractionToNumber(freeSpinCount),
    combinations,
  };
}

/** weights[c] = number of reel-stop combinations whose window shows c scatters. */
export function scatterCountWeights(def: SlotDefinition): bigint[] {
  const scatter = def.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  let weights = [1n];
  for (const strip of def.reels) {
    const perReel: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < def.rowCount; row++) {
        if (strip[(stop + row) % strip.length] === scatter) seen += 1;
      }
      perReel[seen] = (perReel[seen] ?? 0n) + 1n;
    }
    const next: bigint[] = new Array<bigint>(weights.length + perReel.length - 1).fill(0n);
    weights.forEach((left, i) =>
      perReel.forEach((right = 0n, j) => {
        next[i + j]! += left * right;
      }),
    );
    weights = next;
  }
  return weights;
}
