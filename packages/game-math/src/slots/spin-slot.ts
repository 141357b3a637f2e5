import { type RandomSource, uniformInt } from '../rng/random-source.ts';
import { createLineEvaluator, type LineEvaluator } from './line-evaluation.ts';
import { playRound, scatterWinOf, slotPhaseRules, type SlotPhaseRules } from './slot-round.ts';
import {
  type SlotDefinition,
  type SlotLineWin,
  type SlotSpinResult,
  type SlotSpinStep,
} from './slot-types.ts';

const evaluators = new WeakMap<SlotDefinition, LineEvaluator>();

const scatters = new WeakMap<SlotDefinition, number>();

function scatterOf(def: SlotDefinition): number {
  let scatter = scatters.get(def);
  if (scatter === undefined) {
    scatter = def.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
    scatters.set(def, scatter);
  }
  return scatter;
}

function evaluatorFor(def: SlotDefinition): LineEvaluator {
  let evaluator = evaluators.get(def);
  if (!evaluator) {
    evaluator = createLineEvaluator(def);
    evaluators.set(def, evaluator);
  }
  return evaluator;
}

/**
 * Plays one paid spin and every free spin it leads to (playRound). Randomness is consumed in a
 * fixed order so anyone can replay it: each window draws the five reel stops, reel 1 first,
 * with uniformInt(random, stripLength); free spins follow the base spin in order.
 */
export function spinSlot(def: SlotDefinition, random: RandomSource): SlotSpinResult {
  const rules = slotPhaseRules(def);
  const steps: SlotSpinStep[] = [];
  playRound((phase) => {
    const step = spinStep(def, random, rules[phase]);
    steps.push(step);
    return step.freeSpinsAwarded;
  });
  const [base, ...freeSpins] = steps as [SlotSpinStep, ...SlotSpinStep[]];
  const totalWin = freeSpins.reduce((sum, step) => sum + step.win, base.win);
  return { base, freeSpins, totalWin };
}

/**
 * What the reels show when stopped at `stops` (the strip index on the top row of each reel):
 * window[reel][row] = symbol id, row 0 = top; the strips are cyclic.
 */
export function slotWindowAt(def: SlotDefinition, stops: readonly number[]): number[][] {
  return def.reels.map((strip, reel) =>
    Array.from({ length: def.rowCount }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/**
 * Where the reels rest before a player's first spin, as a machine shows them: each reel a
 * little further along its strip than the last. A fixed face, not a draw; the test keeps it one
 * that pays nothing and triggers nothing, so a resting screen never looks like a win.
 */
export function slotRestingStops(def: SlotDefinition): number[] {
  return def.reels.map((strip, reel) =>
    Math.floor((strip.length * (reel + 1)) / (def.reelCount + 2)),
  );
}

/** One window: draw the stops, read the paylines and the scatters under the phase's rules. */
function spinStep(def: SlotDefinition, random: RandomSource, rules: SlotPhaseRules): SlotSpinStep {
  const { multiplier } = rules;
  const stops = def.reels.map((strip) => uniformInt(random, strip.length));
  const window = slotWindowAt(def, stops);
  const evaluator = evaluatorFor(def);
  const lineWins: SlotLineWin[] = [];
  const symbolsOnLine = new Array<number>(def.reelCount);
  def.paylines.forEach((rows, line) => {
    for (let reel = 0; reel < def.reelCount; reel++)
      symbolsOnLine[reel] = window[reel]![rows[reel]!]!;
    const outcome = evaluator.evaluate(symbolsOnLine);
    if (outcome.pay > 0) {
      lineWins.push({
        line,
        symbol: outcome.symbol,
        count: outcome.count,
        multiplier,
        win: outcome.pay * multiplier,
      });
    }
  });
  const scatter = scatterOf(def);
  const scatterCount = window.reduce(
    (sum, column) => sum + column.filter((symbol) => symbol === scatter).length,
    0,
  );
  const scatterWin = scatterWinOf(def, scatterCount) * multiplier;
  const freeSpinsAwarded = rules.awards[scatterCount] ?? 0;
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, scatterWin);
  return { stops, window, lineWins, scatterCount, scatterWin, freeSpinsAwarded, multiplier, win };
}
