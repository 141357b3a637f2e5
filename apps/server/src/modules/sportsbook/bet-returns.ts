import type { SportsBetKind, SportsLegOutcome } from '@lobby/contracts';
import { parlayReturn, singleReturn, systemReturn, type SettledLeg } from '@lobby/game-math';

/** What a bet returns in total once every leg is graded (the one formula of game-math). */
export function betReturn(
  bet: { kind: SportsBetKind; risk: bigint; nominalStake: bigint; systemSizes: number[] },
  legs: readonly { odds: number; outcome: SportsLegOutcome }[],
  parlayMaxPayout: bigint,
): bigint {
  const settled: SettledLeg[] = legs.map((l) => ({ odds: l.odds, outcome: l.outcome }));
  switch (bet.kind) {
    case 'single':
      return singleReturn(bet.risk, settled[0]!.outcome, settled[0]!.odds);
    case 'parlay':
      return parlayReturn(bet.risk, settled, parlayMaxPayout);
    case 'system':
      return systemReturn(bet.nominalStake, settled, bet.systemSizes, parlayMaxPayout);
    default:
      return bet.kind satisfies never;
  }
}
