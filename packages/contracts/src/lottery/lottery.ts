import { z } from 'zod';

/** Paths of the lottery (issue 17): the member API, public reads and the operator API. */
export const lotteryPaths = {
  games: '/lottery/v1/games',
  current: '/lottery/v1/games/:code/current',
  bets: '/lottery/v1/games/:code/bets',
  chases: '/lottery/v1/games/:code/chases',
  cancelChase: '/lottery/v1/chases/:id/cancel',
  myBets: '/lottery/v1/bets',
  results: '/lottery/v1/games/:code/results',
  verify: '/lottery/v1/games/:code/issues/:issueNo/verify',
  trend: '/lottery/v1/games/:code/trend',
  boGames: '/bo/lottery/games',
  boGame: '/bo/lottery/games/:code',
  boVoid: '/bo/lottery/issues/:id/void',
} as const;

const amountText = z.string().min(1).max(40);
/** An amount as decimal text ("12.50"), parsed in the brand's currency by the server. */
export const lotteryAmountText = amountText;

export const lotteryIssueStateSchema = z.enum([
  'scheduled',
  'open',
  'closed',
  'drawn',
  'settled',
  'void',
]);

/** One choice on the bet board (game-math's LotterySelection). */
export const lotterySelectionSchema = z.object({
  type: z.string().min(1).max(20),
  position: z.number().int().optional(),
  k: z.number().int().optional(),
  numbers: z.array(z.number().int()).max(80).optional(),
  options: z.array(z.string().max(10)).max(5).optional(),
});
export type LotterySelectionInput = z.infer<typeof lotterySelectionSchema>;

export const lotteryCodeParamsSchema = z.object({ code: z.string().min(1).max(20) });
export const lotteryIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const lotteryVerifyParamsSchema = z.object({
  code: z.string().min(1).max(20),
  issueNo: z.string().min(1).max(20),
});

/** An issue as members see it: the server seed only once drawn. */
export const lotteryIssueViewSchema = z.object({
  id: z.number().int(),
  issueNo: z.string(),
  state: lotteryIssueStateSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
});
export type LotteryIssueView = z.infer<typeof lotteryIssueViewSchema>;

export const lotteryGameViewSchema = z.object({
  code: z.string(),
  kind: z.string(),
  intervalSeconds: z.number().int(),
  cutoffSeconds: z.number().int(),
  odds: z.record(z.string(), z.number()),
  minLineStake: z.string(),
  maxLineStake: z.string(),
  maxChase: z.number().int(),
  restrictedNumbers: z.array(z.number().int()),
});
export type LotteryGameView = z.infer<typeof lotteryGameViewSchema>;

/** The board's countdown: the current issue, the last drawn one and the server's time. */
export const lotteryCurrentSchema = z.object({
  game: lotteryGameViewSchema,
  current: lotteryIssueViewSchema.nullable(),
  last: lotteryIssueViewSchema.nullable(),
  serverTime: z.string(),
});
export type LotteryCurrent = z.infer<typeof lotteryCurrentSchema>;

export const lotteryGameListSchema = z.object({ games: z.array(lotteryCurrentSchema) });

export const placeLotteryBetRequestSchema = z.object({
  issueNo: z.string().min(1).max(20),
  selections: z.array(lotterySelectionSchema).min(1).max(20),
  /** The stake of one line. */
  lineStake: amountText,
  multiplier: z.number().int().min(1).max(1000).default(1),
});
export type PlaceLotteryBetRequest = z.infer<typeof placeLotteryBetRequestSchema>;

export const lotteryBetViewSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  issueNo: z.string(),
  state: z.string(),
  lineCount: z.number().int(),
  multiplier: z.number().int(),
  stake: z.string(),
  payout: z.string(),
  chaseId: z.number().int().nullable(),
  selections: z.array(lotterySelectionSchema),
  placedAt: z.string(),
});
export type LotteryBetView = z.infer<typeof lotteryBetViewSchema>;

export const lotteryBetResultSchema = z.object({ bet: lotteryBetViewSchema, balance: z.string() });

export const placeLotteryChaseRequestSchema = z.object({
  selections: z.array(lotterySelectionSchema).min(1).max(20),
  lineStake: amountText,
  /** How many issues, starting with the one open now. */
  issues: z.number().int().min(1).max(1000),
  /** A multiplier per issue (the plan); 1 for each when absent. */
  multipliers: z.array(z.number().int().min(1).max(1000)).max(1000).optional(),
  stopOnWin: z.boolean(),
});
export type PlaceLotteryChaseRequest = z.infer<typeof placeLotteryChaseRequestSchema>;

export const lotteryChaseResultSchema = z.object({
  chaseId: z.number().int(),
  bets: z.array(lotteryBetViewSchema),
  balance: z.string(),
});

export const lotteryChaseCancelSchema = z.object({ refundedBets: z.number().int() });

export const lotteryBetListSchema = z.object({ bets: z.array(lotteryBetViewSchema) });
export const lotteryResultListSchema = z.object({ issues: z.array(lotteryIssueViewSchema) });

/** Everything needed to recompute a draw: the seed is null until the issue is drawn. */
export const lotteryVerifySchema = z.object({
  issueNo: z.string(),
  kind: z.string(),
  state: lotteryIssueStateSchema,
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  beacon: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
  /** How to recompute: the HMAC message format. */
  message: z.string(),
});

/** Hot and cold numbers over the last issues, and the big/small road of the first number. */
export const lotteryTrendSchema = z.object({
  issues: z.number().int(),
  counts: z.array(z.object({ number: z.number().int(), count: z.number().int() })),
  road: z.array(z.enum(['big', 'small'])),
});

export const boLotteryGameSchema = z.object({
  code: z.string(),
  kind: z.string(),
  intervalSeconds: z.number().int(),
  cutoffSeconds: z.number().int(),
  odds: z.record(z.string(), z.number()),
  minLineStake: z.string(),
  maxLineStake: z.string(),
  numberCap: z.string(),
  issueCap: z.string(),
  restrictedNumbers: z.array(z.number().int()),
  maxChase: z.number().int(),
  isActive: z.boolean(),
});
export const boLotteryGameListSchema = z.object({ games: z.array(boLotteryGameSchema) });

export const boLotteryGameInputSchema = z.object({
  intervalSeconds: z.number().int().min(60).max(300),
  cutoffSeconds: z.number().int().min(0).max(299),
  odds: z.record(z.string().max(20), z.number().positive().max(100_000)),
  minLineStake: amountText,
  maxLineStake: amountText,
  numberCap: amountText,
  issueCap: amountText,
  restrictedNumbers: z.array(z.number().int().min(0).max(80)).max(80),
  maxChase: z.number().int().min(1).max(1000),
  isActive: z.boolean(),
});
export type BoLotteryGameInput = z.infer<typeof boLotteryGameInputSchema>;

export const boLotteryVoidSchema = z.object({ refundedBets: z.number().int() });
