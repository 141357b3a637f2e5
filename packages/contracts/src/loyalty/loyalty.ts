import { z } from 'zod';
import { pagedSchema } from '../wallet/records.ts';

/** The product types points, VIP points and rebates are counted by (§3 points types). */
export const loyaltyProducts = ['live', 'lottery', 'pvp', 'rng', 'sports'] as const;
export type LoyaltyProduct = (typeof loyaltyProducts)[number];

/** How points came or went (§3): the products, deposits, the mall and the rest. */
export const pointsEntryKinds = [
  ...loyaltyProducts,
  'deposit',
  'redeem',
  'refund',
  'convert',
  'expire',
  'activity',
] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

export const rebatePeriodKinds = ['daily', 'weekly'] as const;
export type RebatePeriodKind = (typeof rebatePeriodKinds)[number];

export const rebateStates = ['claimable', 'claimed'] as const;
export type RebateState = (typeof rebateStates)[number];

/** §4.11 redeem records. */
export const redemptionStates = ['in_process', 'approved', 'rejected'] as const;
export type RedemptionState = (typeof redemptionStates)[number];

export const mallGoodsKinds = ['credit', 'physical'] as const;
export type MallGoodsKind = (typeof mallGoodsKinds)[number];

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paymentPassword = z.string().min(1).max(64);

/** One VIP level and its benefits; amounts are decimal strings of the brand currency. */
export const vipTierSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  reachPoints: z.string(),
  keepPoints: z.string(),
  /** Percent of the rebate paid at this level ("50.00"). */
  rebateShare: z.string(),
  levelUpBonus: z.string(),
  birthdayBonus: z.string(),
  monthlyBonus: z.string(),
  withdrawalsPerDay: z.number().nullable(),
  withdrawalDailyAmount: z.string().nullable(),
});
export type VipTier = z.infer<typeof vipTierSchema>;

/** GET /wps/member/vip: the member's level, this month's VIP points and every level. */
export const vipStatusSchema = z.object({
  level: z.number(),
  levelName: z.string(),
  monthPoints: z.string(),
  /** VIP points that keep the level at the month's review. */
  keepPoints: z.string(),
  next: z.object({ level: z.number(), name: z.string(), reachPoints: z.string() }).nullable(),
  tiers: z.array(vipTierSchema),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** GET /wps/member/points: balance and the brand's points rules (§3). */
export const pointsSummarySchema = z.object({
  /** PTSYS3: false when the brand does not run the points system. */
  enabled: z.boolean(),
  balance: z.string(),
  /** Points per one unit of the currency when converting (the points ratio). */
  pointsPerCashUnit: z.number(),
  expiryDays: z.number(),
  /** Points that expire within the next 7 days. */
  expiringSoon: z.string(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const pointsDetailsQuerySchema = z.object({
  kind: z.enum(pointsEntryKinds).optional(),
  ...pageQuery,
});
export type PointsDetailsQuery = z.infer<typeof pointsDetailsQuerySchema>;
export const pointsEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(pointsEntryKinds),
  /** Signed whole points. */
  points: z.string(),
  day: z.string(),
  createdAt: z.string(),
});
export const pointsDetailsSchema = pagedSchema(pointsEntrySchema);
export type PointsDetails = z.infer<typeof pointsDetailsSchema>;

export const mallGoodsSchema = z.object({
  id: z.number(),
  kind: z.enum(mallGoodsKinds),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  pointsPrice: z.string(),
  /** The cash a credit good pays; null for physical goods. */
  creditAmount: z.string().nullable(),
  /** Units left; null when unlimited. */
  stock: z.number().nullable(),
});
export type MallGoods = z.infer<typeof mallGoodsSchema>;
export const mallGoodsListSchema = z.object({ goods: z.array(mallGoodsSchema) });
export type MallGoodsList = z.infer<typeof mallGoodsListSchema>;
export const mallQuerySchema = z.object({ lang: z.enum(['en', 'th', 'tl']).optional() });

/** POST /wps/member/points/redeem (encrypt, Idempotency-Key). */
export const redeemGoodsRequestSchema = z.object({
  goodsId: z.coerce.number().int().positive(),
  /** Where physical goods go; ignored for credit goods. */
  address: z.string().trim().max(200).default(''),
  paymentPassword,
});
export type RedeemGoodsRequest = z.input<typeof redeemGoodsRequestSchema>;

export const redemptionSchema = z.object({
  id: z.number(),
  goodsId: z.number(),
  goodsName: z.string(),
  kind: z.enum(mallGoodsKinds),
  points: z.string(),
  state: z.enum(redemptionStates),
  reason: z.string().nullable(),
  address: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionListQuerySchema = z.object({
  state: z.enum(redemptionStates).optional(),
  lang: z.enum(['en', 'th', 'tl']).optional(),
  ...pageQuery,
});
export const redemptionListSchema = pagedSchema(redemptionSchema);
export type RedemptionList = z.infer<typeof redemptionListSchema>;

/** POST /wps/member/points/convert (encrypt, Idempotency-Key): points → cash. */
export const convertPointsRequestSchema = z.object({
  points: z.coerce.number().int().positive().max(1_000_000_000),
  paymentPassword,
});
export type ConvertPointsRequest = z.input<typeof convertPointsRequestSchema>;
export const convertPointsResultSchema = z.object({
  points: z.string(),
  cash: z.string(),
  pointsBalance: z.string(),
});
export type ConvertPointsResult = z.infer<typeof convertPointsResultSchema>;

export const rebateSchema = z.object({
  id: z.number(),
  periodFrom: z.string(),
  periodTo: z.string(),
  validBet: z.string(),
  /** The VIP share applied, percent. */
  share: z.string(),
  amount: z.string(),
  state: z.enum(rebateStates),
  claimedAt: z.string().nullable(),
});
export type Rebate = z.infer<typeof rebateSchema>;
export const rebateListQuerySchema = z.object({
  state: z.enum(rebateStates).optional(),
  ...pageQuery,
});
export const rebateListSchema = pagedSchema(rebateSchema).extend({
  /** The sum of the claimable rebates. */
  claimableTotal: z.string(),
  period: z.enum(rebatePeriodKinds),
  minimum: z.string(),
});
export type RebateList = z.infer<typeof rebateListSchema>;
export const rebateParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const rebateClaimSchema = z.object({ rebate: rebateSchema, balance: z.string() });
export type RebateClaim = z.infer<typeof rebateClaimSchema>;
