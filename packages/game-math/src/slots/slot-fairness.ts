import { type RandomSource } from '../rng/random-source.ts';
import { scatterCountWeights } from './exact-rtp.ts';
import { type SlotDefinition } from './slot-types.ts';
import { spinSlot } from './spin-slot.ts';

/** One counted property of a paid spin: its categories and their exact probabilities. */
export interface SlotOutcomeCheck {
  readonly name: string;
  readonly probabilities: readonly number[];
}

/** The chi-square checks of a slot and the classifier that files one paid spin under each. */
export interface SlotOutcomeSuite {
  readonly checks: readonly SlotOutcomeCheck[];
  /** Plays one paid spin and returns its category for every check. */
  classify(random: RandomSource, round: number): number[];
}

/**
 * What a fair slot must show: every stop of every reel equally often (uniform over the strip),
 * and the scatter count of the base window with its exact enumerated distribution.
 * Same shape as the arcade games' outcome suites, so one runner tests them all.
 */
export function slotOutcomeSuite(def: SlotDefinition): SlotOutcomeSuite {
  const weights = scatterCountWeights(def);
  const combinations = weights.reduce((sum, weight) => sum + weight, 0n);
  const checks: SlotOutcomeCheck[] = [
    ...def.reels.map((strip, reel) => ({
      name: `reel ${reel + 1} stop, ${strip.length} stops`,
      probabilities: new Array<number>(strip.length).fill(1 / strip.length),
    })),
    {
      name: 'scatters in the base window (exact odds)',
      probabilities: weights.map((weight) => Number(weight) / Number(combinations)),
    },
  ];
  return {
    checks,
    classify(random) {
      const { base } = spinSlot(def, random);
      return [...base.stops, base.scatterCount];
    },
  };
}
