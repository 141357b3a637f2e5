import type { z } from 'zod';
import type {
  BoLeaderboard,
  BoMission,
  leaderboardInputSchema,
  missionInputSchema,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { toBoLeaderboard } from './leaderboard-view.ts';
import type { LeaderboardFields, LeaderboardsRepository } from './leaderboards.repository.ts';
import { isAmountGoal, toBoMission } from './mission-view.ts';
import type { MissionFields, MissionsRepository } from './missions.repository.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals'>;
type MissionInput = z.output<typeof missionInputSchema>;
type LeaderboardInput = z.output<typeof leaderboardInputSchema>;
interface StaffActor {
  staffId: number;
  ip: string;
}

/** The largest count goal (rounds, vendors). */
const maxCountGoal = 1_000_000n;

function parseOr<T>(parse: () => T, code: 'mission_invalid' | 'leaderboard_invalid'): T {
  try {
    return parse();
  } catch {
    throw new AppError(code);
  }
}

/** A whole positive count ("3"). */
function parseCount(text: string): bigint {
  if (!/^\d{1,7}$/.test(text)) throw new Error('not a count');
  const value = BigInt(text);
  if (value < 1n || value > maxCountGoal) throw new Error('out of range');
  return value;
}

/** An operator's mission input as stored values; anything inconsistent is `mission_invalid`. */
function missionFields(merchant: Brand, input: MissionInput): MissionFields {
  const decimals = merchant.currencyDecimals;
  const money = (text: string) => parseMoneyInput(text, decimals);
  return parseOr(() => {
    const multiplier =
      input.goalKind === 'win_multiplier' ? parseMoneyInput(input.multiplier ?? '', 2) : null;
    if (multiplier !== null && multiplier <= 100n) throw new Error('multiplier must exceed 1');
    if (input.goalKind === 'deposit_total' && input.gameType !== null) {
      throw new Error('deposits have no game type');
    }
    return {
      title: input.title,
      period: input.period,
      goalKind: input.goalKind,
      gameType: input.gameType,
      target: isAmountGoal(input.goalKind) ? money(input.target) : parseCount(input.target),
      multiplierHundredths: multiplier === null ? null : Number(multiplier),
      minStake: input.minStake ? money(input.minStake) : 0n,
      reward: money(input.reward),
      minVipLevel: input.minVipLevel,
      enabled: input.enabled,
      sortOrder: input.sortOrder,
    };
  }, 'mission_invalid');
}

function leaderboardFields(merchant: Brand, input: LeaderboardInput): LeaderboardFields {
  return parseOr(() => {
    const custom = input.period === 'custom';
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (custom && (!startsAt || !endsAt || startsAt >= endsAt)) throw new Error('bad window');
    return {
      title: input.title,
      metric: input.metric,
      period: input.period,
      startsAt: custom ? startsAt : null,
      endsAt: custom ? endsAt : null,
      gameType: input.gameType,
      minStake: input.minStake ? parseMoneyInput(input.minStake, merchant.currencyDecimals) : 0n,
      prizes: input.prizes.map((prize) =>
        parseMoneyInput(prize, merchant.currencyDecimals).toString(),
      ),
      enabled: input.enabled,
    };
  }, 'leaderboard_invalid');
}

/** The operator's definitions of missions and boards; every change is in the audit trail. */
export function createMissionsOperator(deps: {
  db: Db;
  missions: MissionsRepository;
  leaderboards: LeaderboardsRepository;
}) {
  const { db } = deps;

  return {
    async listMissions(merchant: Brand): Promise<{ missions: BoMission[] }> {
      const rows = await deps.missions.listAll(db, merchant.id);
      return { missions: rows.map((row) => toBoMission(row, merchant.currencyDecimals)) };
    },

    async saveMission(
      merchant: Brand,
      actor: StaffActor,
      id: number | undefined,
      input: MissionInput,
    ): Promise<BoMission> {
      const fields = missionFields(merchant, input);
      return db.transaction(async (tx) => {
        const before = id === undefined ? undefined : await deps.missions.find(tx, merchant.id, id);
        if (id !== undefined && !before) throw new AppError('mission_not_found');
        const saved = before
          ? await deps.missions.update(tx, before.id, fields)
          : await deps.missions.insert(tx, merchant.id, fields);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: before ? 'mission.update' : 'mission.create',
          subjectKind: 'mission',
          subjectId: saved.id,
          before: before ? { ...before } : null,
          after: { ...fields },
          ip: actor.ip,
        });
        return toBoMission(saved, merchant.currencyDecimals);
      });
    },

    async listLeaderboards(merchant: Brand): Promise<{ leaderboards: BoLeaderboard[] }> {
      const rows = await deps.leaderboards.listAll(db, merchant.id);
      return {
        leaderboards: rows.map((row) => toBoLeaderboard(row, merchant.currencyDecimals)),
      };
    },

    async saveLeaderboard(
      merchant: Brand,
      actor: StaffActor,
      id: number | undefined,
      input: LeaderboardInput,
    ): Promise<BoLeaderboard> {
      const fields = leaderboardFields(merchant, input);
      return db.transaction(async (tx) => {
        const before =
          id === undefined ? undefined : await deps.leaderboards.find(tx, merchant.id, id);
        if (id !== undefined && !before) throw new AppError('leaderboard_not_found');
        if (before && (before.metric !== fields.metric || before.period !== fields.period)) {
          throw new AppError('leaderboard_fixed_fields');
        }
        const saved = before
          ? await deps.leaderboards.update(tx, before.id, fields)
          : await deps.leaderboards.insert(tx, merchant.id, fields);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: before ? 'leaderboard.update' : 'leaderboard.create',
          subjectKind: 'leaderboard',
          subjectId: saved.id,
          before: before ? { ...before } : null,
          after: { ...fields },
          ip: actor.ip,
        });
        return toBoLeaderboard(saved, merchant.currencyDecimals);
      });
    },
  };
}
export type MissionsOperator = ReturnType<typeof createMissionsOperator>;
