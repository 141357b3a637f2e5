import {
  betAmounts,
  namedSystems,
  parlayReturn,
  systemLineCount,
  systemReturn,
  type NamedSystem,
} from '@lobby/game-math';
import type { SportsOddsFormat } from '@lobby/contracts';

export type SlipMode = 'single' | 'parlay' | 'system';

/** The named systems whose selection count fits the slip (Trixie 3, Yankee and Lucky 15 4, Heinz 6). */
export function systemsFor(count: number): NamedSystem[] {
  return (Object.keys(namedSystems) as NamedSystem[]).filter(
    (name) => namedSystems[name].selections === count,
  );
}

/** Lines a system stakes (the typed stake is per line). */
export function systemLineTotal(system: NamedSystem): number {
  const { selections, sizes } = namedSystems[system];
  return systemLineCount(selections, sizes);
}

/** A single's risk and return if it wins: at a negative Malay/Indo price the stake is the win. */
export function singleOutcome(stake: bigint, odds: number, format: SportsOddsFormat) {
  const { risk, win } = betAmounts(stake, odds, format);
  return { risk, toReturn: risk + win };
}

/** A parlay's return if every leg wins (decimal: the product of the prices). */
export function parlayOutcome(stake: bigint, odds: readonly number[]) {
  return { risk: stake, toReturn: parlayReturn(stake, odds.map(won)) };
}

/** A system's total stake (per line × lines) and its return if every selection wins. */
export function systemOutcome(unit: bigint, odds: readonly number[], system: NamedSystem) {
  const { sizes } = namedSystems[system];
  return {
    risk: unit * BigInt(systemLineTotal(system)),
    toReturn: systemReturn(unit, odds.map(won), sizes),
  };
}

const won = (odds: number) => ({ outcome: 'win' as const, odds });
