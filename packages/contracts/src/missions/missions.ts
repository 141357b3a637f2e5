import { z } from 'zod';
import { gameTypeSchema } from '../catalogue/get-game-menus.ts';
import { languageSchema } from '../common/language.ts';

/** A mission's period, cut in the brand's time zone (weeks start on Monday). */
export const missionPeriods = ['daily', 'weekly', 'monthly'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/**
 * What a mission counts: valid bet (optionally on one game type), the total deposited, the
 * number of different vendors played, or rounds won at a multiplier of at least `multiplier`.
 */
export const missionGoalKinds = [
  'valid_bet',
  'deposit_total',
  'distinct_vendors',
  'win_multiplier',
] as const;
export type MissionGoalKind = (typeof missionGoalKinds)[number];

/** A title in every language (1–60 characters each). */
export const missionTitleSchema = z.object({
  en: z.string().trim().min(1).max(60),
  th: z.string().trim().min(1).max(60),
  tl: z.string().trim().min(1).max(60),
});

/** One mission as a member sees it in the current period. */
export const memberMissionSchema = z.object({
  id: z.number(),
  title: z.string(),
  period: z.enum(missionPeriods),
  goalKind: z.enum(missionGoalKinds),
  gameType: gameTypeSchema.nullable(),
  /** The goal: an amount ("500.00") for valid_bet and deposit_total, else a count. */
  target: z.string(),
  /** How far the member is, in the target's terms (capped at the target for display). */
  progress: z.string(),
  /** 0–100. */
  percent: z.number(),
  /** For win_multiplier: the multiplier a round must reach ("5.00"). */
  multiplier: z.string().nullable(),
  reward: z.string(),
  minVipLevel: z.number(),
  /** The member's VIP level is below the mission's. */
  locked: z.boolean(),
  state: z.enum(['in_progress', 'claimable', 'claimed']),
  /** When the period ends (ISO); the progress starts again from zero after it. */
  endsAt: z.string(),
});
export type MemberMission = z.infer<typeof memberMissionSchema>;

export const memberMissionsQuerySchema = z.object({ lang: languageSchema.default('en') });

export const memberMissionsSchema = z.object({ missions: z.array(memberMissionSchema) });
export type MemberMissions = z.infer<typeof memberMissionsSchema>;

/** The member centre's badge (§2.5): missions ready to claim now. */
export const missionSummarySchema = z.object({ claimable: z.number() });
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
});

/** What a claim paid, and the member's main balance after it. */
export const missionClaimResultSchema = z.object({
  missionId: z.number(),
  amount: z.string(),
  balance: z.string(),
});
export type MissionClaimResult = z.infer<typeof missionClaimResultSchema>;

/** POST /bo/missions and PUT /bo/missions/:id. */
export const missionInputSchema = z.object({
  title: missionTitleSchema,
  period: z.enum(missionPeriods),
  goalKind: z.enum(missionGoalKinds),
  /** Only rounds of this game type count (valid_bet, distinct_vendors, win_multiplier). */
  gameType: gameTypeSchema.nullable().default(null),
  /** An amount for valid_bet and deposit_total ("500.00"), a whole count otherwise ("3"). */
  target: z.string().trim().min(1).max(40),
  /** win_multiplier: payout ÷ stake a round must reach ("5" or "2.5"). */
  multiplier: z.string().trim().max(12).nullable().default(null),
  /** win_multiplier: the smallest stake that counts ("1.00"); none when null. */
  minStake: z.string().trim().max(40).nullable().default(null),
  reward: z.string().trim().min(1).max(40),
  minVipLevel: z.coerce.number().int().min(0).max(100).default(0),
  enabled: z.boolean().default(true),
  sortOrder: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type MissionInput = z.input<typeof missionInputSchema>;

/** A mission as the operator defined it. */
export const boMissionSchema = z.object({
  id: z.number(),
  title: missionTitleSchema,
  period: z.enum(missionPeriods),
  goalKind: z.enum(missionGoalKinds),
  gameType: gameTypeSchema.nullable(),
  target: z.string(),
  multiplier: z.string().nullable(),
  minStake: z.string().nullable(),
  reward: z.string(),
  minVipLevel: z.number(),
  enabled: z.boolean(),
  sortOrder: z.number(),
});
export type BoMission = z.infer<typeof boMissionSchema>;

export const boMissionListSchema = z.object({ missions: z.array(boMissionSchema) });
