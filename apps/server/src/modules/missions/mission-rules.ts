import type { ActivityEvent } from '../../platform/activity-feed.ts';
import type { MissionRow } from './missions.repository.ts';

/** What one event adds to one mission's progress: an amount or count, and a vendor's rounds. */
export interface ProgressDelta {
  amount: bigint;
  vendor?: string;
}

function roundMatches(mission: MissionRow, event: ActivityEvent): boolean {
  if (event.kind !== 'bet') return false;
  if (mission.gameType !== null && event.gameType !== mission.gameType) return false;
  return event.stake >= mission.minStake;
}

/**
 * The progress an event makes on a mission, signed by the event (a take-back subtracts), or
 * undefined when the event does not count for it.
 */
export function progressDelta(
  mission: MissionRow,
  event: ActivityEvent,
): ProgressDelta | undefined {
  const sign = BigInt(event.sign);
  switch (mission.goalKind) {
    case 'valid_bet':
      if (!roundMatches(mission, event) || event.validBet === 0n) return undefined;
      return { amount: sign * event.validBet };
    case 'deposit_total':
      return event.kind === 'deposit' ? { amount: sign * event.amount } : undefined;
    case 'distinct_vendors':
      if (!roundMatches(mission, event) || !event.vassalage) return undefined;
      return { amount: 0n, vendor: event.vassalage };
    case 'win_multiplier': {
      if (!roundMatches(mission, event) || event.stake <= 0n) return undefined;
      const needed = BigInt(mission.multiplierHundredths ?? 0);
      return event.payout * 100n >= event.stake * needed ? { amount: sign } : undefined;
    }
    default:
      return mission.goalKind satisfies never;
  }
}

/** A round's payout ÷ stake in hundredths (rounded down); 0 for a stake of 0. */
export function multiplierHundredths(stake: bigint, payout: bigint): bigint {
  return stake > 0n ? (payout * 100n) / stake : 0n;
}
