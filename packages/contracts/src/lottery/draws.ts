import { z } from 'zod';
import { drawScheduleSchema } from './draw-schedule.ts';
import { lotteryAmountText as amountText, lotteryIssueStateSchema } from './lottery.ts';

/** Paths of the official draws (VN, Thai): member menus and results, operator results. */
export const drawLotteryPaths = {
  menus: '/lottery/v1/draws',
  results: '/lottery/v1/draws/:code/results',
  boIssues: '/bo/lottery/draws/:code/issues',
  boEnter: '/bo/lottery/issues/:id/result',
  boConfirm: '/bo/lottery/issues/:id/confirm',
  boRules: '/bo/lottery/draws/:code/rules',
  boDraws: '/bo/lottery/draws',
  boDraw: '/bo/lottery/draws/:code',
} as const;

/** §7.3 "Vietnamese lottery menus": the prize mode and device of the caller. */
export const drawMenusQuerySchema = z.object({
  prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']).optional(),
  device: z.enum(['WEB', 'MOBILE']).optional(),
});

export const drawIssueViewSchema = z.object({
  issueNo: z.string(),
  station: z.string(),
  state: lotteryIssueStateSchema,
  closesAt: z.string(),
  drawsAt: z.string(),
  result: z.array(z.number().int()).nullable(),
});
export type DrawIssueView = z.infer<typeof drawIssueViewSchema>;

export const drawStationViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  drawAt: z.string(),
});

/** One menu family (north, south, central, Thai): its prices, stations and open draws. */
export const drawFamilySchema = z.object({
  code: z.string(),
  kind: z.enum(['vn-north', 'vn-south', 'vn-central', 'thai']),
  odds: z.record(z.string(), z.number()),
  minLineStake: z.string(),
  maxLineStake: z.string(),
  /** Numbers by their digits that pay half or are closed. */
  numberRules: z.record(z.string(), z.enum(['closed', 'half'])),
  stations: z.array(drawStationViewSchema),
  open: z.array(drawIssueViewSchema),
});
export type DrawFamily = z.infer<typeof drawFamilySchema>;

export const drawMenusSchema = z.object({
  families: z.array(drawFamilySchema),
  serverTime: z.string(),
});
export type DrawMenus = z.infer<typeof drawMenusSchema>;

export const drawResultsQuerySchema = z.object({
  station: z
    .string()
    .regex(/^[A-Z0-9]{2,6}$/)
    .optional(),
  /** A local draw date, YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const drawResultListSchema = z.object({ issues: z.array(drawIssueViewSchema) });

export const drawCodeParamsSchema = z.object({ code: z.string().min(1).max(20) });

/** An operator-result issue as the operator sees it (the entered and the confirmed result). */
export const boDrawIssueSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  issueNo: z.string(),
  station: z.string(),
  state: lotteryIssueStateSchema,
  closesAt: z.string(),
  drawsAt: z.string(),
  result: z.array(z.number().int()).nullable(),
  pendingResult: z.array(z.number().int()).nullable(),
  enteredBy: z.number().int().nullable(),
  confirmedBy: z.number().int().nullable(),
  resultVersion: z.number().int(),
});
export const boDrawIssueListSchema = z.object({ issues: z.array(boDrawIssueSchema) });

/** A result sheet in prize order (ĐB first; Thai: first prize, front 3 ×2, back 3 ×2, back 2). */
export const boDrawResultInputSchema = z.object({
  result: z.array(z.number().int().min(0).max(999_999)).min(1).max(40),
});

export const boDrawResultAnswerSchema = z.object({
  issue: boDrawIssueSchema,
  /** A correction: bets whose difference moved, and bets the wallet refused (retried next time). */
  adjustedBets: z.number().int(),
  pendingBets: z.number().int(),
});

/**
 * Restricted numbers by their digits (closed to bets, or paying half) and, optionally, the
 * brand's prices by bet type (what one unit returns, stake included); types left out keep theirs.
 */
export const boDrawRulesInputSchema = z.object({
  numberRules: z
    .record(z.string().regex(/^\d{1,4}$/), z.enum(['closed', 'half']))
    .refine((rules) => Object.keys(rules).length <= 500),
  odds: z.record(z.string().max(20), z.number().positive().max(100_000)).optional(),
});
export type BoDrawRulesInput = z.infer<typeof boDrawRulesInputSchema>;
export const boDrawRulesSchema = z.object({
  code: z.string(),
  numberRules: z.record(z.string(), z.enum(['closed', 'half'])),
  odds: z.record(z.string(), z.number()),
});

/** An operator-result game's settings as the operator sees them (amounts in the brand's currency). */
export const boDrawGameSchema = z.object({
  code: z.string(),
  kind: z.enum(['vn-north', 'vn-south', 'vn-central', 'thai']),
  /** The draw calendar; null when the stored one no longer reads (nothing is scheduled). */
  schedule: drawScheduleSchema.nullable(),
  minLineStake: z.string(),
  maxLineStake: z.string(),
  /** The worst payout allowed on one number of an issue. */
  numberCap: z.string(),
  /** The worst loss allowed on one issue. */
  issueCap: z.string(),
  /** The most issues one chase order may cover. */
  maxChase: z.number().int(),
  isActive: z.boolean(),
});
export type BoDrawGame = z.infer<typeof boDrawGameSchema>;
export const boDrawGameListSchema = z.object({ games: z.array(boDrawGameSchema) });

/**
 * New settings of an operator-result game: the whole calendar, the line stake limits, caps,
 * max chase and on/off. Station codes are unique and min stake ≤ max stake (checked by the
 * server, each with its own error key).
 */
export const boDrawSettingsInputSchema = z.object({
  schedule: drawScheduleSchema,
  minLineStake: amountText,
  maxLineStake: amountText,
  numberCap: amountText,
  issueCap: amountText,
  maxChase: z.number().int().min(1).max(1000),
  isActive: z.boolean(),
});
export type BoDrawSettingsInput = z.infer<typeof boDrawSettingsInputSchema>;
