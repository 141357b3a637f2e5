import {
  formatMinorUnits,
  type BoMission,
  type Language,
  type MemberMission,
  type MissionGoalKind,
} from '@lobby/contracts';
import type { MissionRow, ProgressRow } from './missions.repository.ts';

/** Goals counted in money (minor units); the others are counts. */
export function isAmountGoal(kind: MissionGoalKind): boolean {
  return kind === 'valid_bet' || kind === 'deposit_total';
}

function goalText(kind: MissionGoalKind, value: bigint, decimals: number): string {
  return isAmountGoal(kind) ? formatMinorUnits(value, decimals) : value.toString();
}

const multiplierText = (hundredths: number | null) =>
  hundredths === null ? null : formatMinorUnits(BigInt(hundredths), 2);

/** A mission as the member sees it in its current period. */
export function toMemberMission(
  mission: MissionRow,
  progress: ProgressRow | undefined,
  context: { lang: Language; decimals: number; vipLevel: number; endsAt: Date },
): MemberMission {
  const done = progress?.progress ?? 0n;
  const shown = done > mission.target ? mission.target : done;
  const state = progress?.claimedAt
    ? 'claimed'
    : done >= mission.target
      ? 'claimable'
      : 'in_progress';
  return {
    id: mission.id,
    title: mission.title[context.lang] || mission.title.en,
    period: mission.period,
    goalKind: mission.goalKind,
    gameType: mission.gameType,
    target: goalText(mission.goalKind, mission.target, context.decimals),
    progress: goalText(mission.goalKind, shown, context.decimals),
    percent: Number((shown * 100n) / mission.target),
    multiplier: multiplierText(mission.multiplierHundredths),
    reward: formatMinorUnits(mission.reward, context.decimals),
    minVipLevel: mission.minVipLevel,
    locked: context.vipLevel < mission.minVipLevel,
    state,
    endsAt: context.endsAt.toISOString(),
  };
}

/** A mission as the operator defined it. */
export function toBoMission(mission: MissionRow, decimals: number): BoMission {
  return {
    id: mission.id,
    title: mission.title,
    period: mission.period,
    goalKind: mission.goalKind,
    gameType: mission.gameType,
    target: goalText(mission.goalKind, mission.target, decimals),
    multiplier: multiplierText(mission.multiplierHundredths),
    minStake: mission.minStake > 0n ? formatMinorUnits(mission.minStake, decimals) : null,
    reward: formatMinorUnits(mission.reward, decimals),
    minVipLevel: mission.minVipLevel,
    enabled: mission.enabled,
    sortOrder: mission.sortOrder,
  };
}
