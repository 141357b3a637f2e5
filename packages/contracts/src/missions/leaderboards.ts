import { z } from 'zod';
import { gameTypeSchema } from '../catalogue/get-game-menus.ts';
import { languageSchema } from '../common/language.ts';
import { missionTitleSchema } from './missions.ts';

/** What a board ranks: valid bet summed, or the best payout ÷ stake of one round. */
export const leaderboardMetrics = ['turnover', 'multiplier'] as const;
export type LeaderboardMetric = (typeof leaderboardMetrics)[number];

/** Periods cut in the brand's time zone, or one custom window. */
export const leaderboardPeriods = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

/** The most ranks a prize pool pays. */
export const maxLeaderboardPrizes = 50;

/** One line of a top list. */
export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  /** Masked like every public name of the site (`de***o`). */
  player: z.string(),
  /** Turnover as an amount ("1200.00"), a multiplier as "x12.50". */
  score: z.string(),
  /** The prize of this rank; paid once the period is closed. */
  prize: z.string().nullable(),
  isMe: z.boolean(),
});

/** A period's standings: the top list and the member's own line (also below the top). */
export const leaderboardStandingsSchema = z.object({
  periodKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When prizes were paid (the end, or earlier when the operator closed it); null while open. */
  closedAt: z.string().nullable(),
  top: z.array(leaderboardEntrySchema),
  /** The member's rank and score; null when it has no score in the period. */
  mine: leaderboardEntrySchema.nullable(),
});
export type LeaderboardStandings = z.infer<typeof leaderboardStandingsSchema>;

export const memberLeaderboardSchema = z.object({
  id: z.number(),
  title: z.string(),
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  gameType: gameTypeSchema.nullable(),
  /** Amount per rank, rank 1 first. */
  prizes: z.array(z.string()),
  current: leaderboardStandingsSchema.nullable(),
  /** The last closed period, with what it paid. */
  previous: leaderboardStandingsSchema.nullable(),
});
export type MemberLeaderboard = z.infer<typeof memberLeaderboardSchema>;

export const memberLeaderboardsQuerySchema = z.object({ lang: languageSchema.default('en') });
export const memberLeaderboardsSchema = z.object({
  leaderboards: z.array(memberLeaderboardSchema),
});
export type MemberLeaderboards = z.infer<typeof memberLeaderboardsSchema>;

/** POST /bo/leaderboards and PUT /bo/leaderboards/:id. */
export const leaderboardInputSchema = z.object({
  title: missionTitleSchema,
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  /** custom only: the window [startsAt, endsAt) as ISO instants. */
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  gameType: gameTypeSchema.nullable().default(null),
  /** The smallest stake a round needs to count ("1.00"); none when null. */
  minStake: z.string().trim().max(40).nullable().default(null),
  /** Amounts per rank, rank 1 first. */
  prizes: z.array(z.string().trim().min(1).max(40)).min(1).max(maxLeaderboardPrizes),
  enabled: z.boolean().default(true),
});
export type LeaderboardInput = z.input<typeof leaderboardInputSchema>;

export const boLeaderboardSchema = z.object({
  id: z.number(),
  title: missionTitleSchema,
  metric: z.enum(leaderboardMetrics),
  period: z.enum(leaderboardPeriods),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  gameType: gameTypeSchema.nullable(),
  minStake: z.string().nullable(),
  prizes: z.array(z.string()),
  enabled: z.boolean(),
});
export type BoLeaderboard = z.infer<typeof boLeaderboardSchema>;
export const boLeaderboardListSchema = z.object({ leaderboards: z.array(boLeaderboardSchema) });

export const leaderboardParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
});

/** GET /bo/leaderboards/:id/standings: the current period, or one named by its key. */
export const boStandingsQuerySchema = z.object({
  periodKey: z.string().trim().min(1).max(20).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Standings as the operator sees them: real usernames. */
export const boStandingsSchema = z.object({
  leaderboardId: z.number(),
  periodKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  closedAt: z.string().nullable(),
  rows: z.array(
    z.object({
      rank: z.number(),
      username: z.string(),
      score: z.string(),
      /** When the member reached this score (the tie-break: earlier first). */
      reachedAt: z.string(),
      prize: z.string().nullable(),
    }),
  ),
});
export type BoStandings = z.infer<typeof boStandingsSchema>;
