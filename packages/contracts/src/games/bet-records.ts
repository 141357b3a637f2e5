import { z } from 'zod';
import { gameTypeSchema } from '../catalogue/get-game-menus.ts';
import { vendorCodeSchema } from '../catalogue/get-games.ts';
import { languageSchema } from '../common/language.ts';
import { pagedSchema } from '../wallet/records.ts';

/** A round's state: stakes taken and no result yet, settled, or cancelled (stake refunded). */
export const betStatuses = ['open', 'settled', 'cancelled'] as const;
export const betStatusSchema = z.enum(betStatuses);
export type BetStatus = z.infer<typeof betStatusSchema>;

/** Clients send empty parameters (`gameType=&vassalage=`) for "no filter". */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const gameFilterFields = {
  /** yyyy-mm-dd in the brand's time zone, inclusive; both absent means the last 7 days. */
  from: dateText.optional(),
  to: dateText.optional(),
  /** A game category (ESPORTS and COCKFIGHT include the vendors split out of SPORTS). */
  gameType: blankAsAbsent(gameTypeSchema),
  /** A vendor code. */
  vassalage: blankAsAbsent(vendorCodeSchema),
  /** Language of the game and vendor names; the brand's default when absent. */
  lang: languageSchema.optional(),
};

/** GET /wps/member/bets (page personalHistoryCopy): the member's rounds by the day placed. */
export const betRecordsQuerySchema = z.object({
  ...gameFilterFields,
  status: blankAsAbsent(betStatusSchema),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuerySchema>;

export const betRecordItemSchema = z.object({
  id: z.number(),
  /** The provider's round id. */
  roundId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameTypeSchema,
  /** The brand currency, or PLAY (a trial account's play money). */
  unit: z.string(),
  stake: z.string(),
  /** Stake that counts for turnover. */
  validBet: z.string(),
  payout: z.string(),
  /** Payout − stake for a settled round; null while open or when cancelled. */
  winLoss: z.string().nullable(),
  status: betStatusSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecordItem = z.infer<typeof betRecordItemSchema>;

/** Sums over every round the filter matches (not only the page). */
export const betTotalsSchema = z.object({
  betCount: z.number(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** Over settled rounds only. */
  winLoss: z.string(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordsSchema = pagedSchema(betRecordItemSchema).extend({
  /** The unit every amount is in. */
  unit: z.string(),
  totals: betTotalsSchema,
});
export type BetRecords = z.infer<typeof betRecordsSchema>;

/**
 * GET /wps/member/profit (page personalProfit): settled rounds by the local day they settled
 * (open rounds have no result yet; cancelled ones moved no money).
 */
export const profitQuerySchema = z.object(gameFilterFields);
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

/** Sums of a group of settled rounds; profitLoss = payout − stake, the member's side. */
export const profitFiguresSchema = z.object({
  betCount: z.number(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profitLoss: z.string(),
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

export const profitDaySchema = profitFiguresSchema.extend({
  /** yyyy-mm-dd in the brand's time zone. */
  day: z.string(),
  /** The day split by game category, in category order. */
  gameTypes: z.array(profitFiguresSchema.extend({ gameType: gameTypeSchema })),
});
export type ProfitDay = z.infer<typeof profitDaySchema>;

export const profitReportSchema = z.object({
  unit: z.string(),
  /** Days with settled rounds, newest first. */
  days: z.array(profitDaySchema),
  totals: profitFiguresSchema,
});
export type ProfitReport = z.infer<typeof profitReportSchema>;
