import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';
import { pagedSchema } from '../wallet/records.ts';
import { loyaltyProducts, mallGoodsKinds, rebatePeriodKinds, redemptionStates } from './loyalty.ts';

const amount = z.string().min(1).max(40);
const ppm = z.coerce.number().int().min(0).max(1_000_000);

/** A VIP tier as the operator writes it (amounts in the brand currency, "100.00"). */
export const boVipTierSchema = z.object({
  level: z.coerce.number().int().min(0).max(50),
  name: localizedTextSchema,
  reachPoints: z.coerce.number().int().min(0),
  keepPoints: z.coerce.number().int().min(0),
  /** Percent of the rebate, 0–100 ("50" or "50.5"). */
  rebateShare: z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
  levelUpBonus: amount,
  birthdayBonus: amount,
  monthlyBonus: amount,
  withdrawalsPerDay: z.coerce.number().int().min(1).max(1000).nullable(),
  withdrawalDailyAmount: amount.nullable(),
});
export type BoVipTier = z.input<typeof boVipTierSchema>;
export const boVipTiersSchema = z.object({ tiers: z.array(boVipTierSchema) });
export type BoVipTiers = z.infer<typeof boVipTiersSchema>;

export const boProductRateSchema = z.object({
  product: z.enum(loyaltyProducts),
  /** Parts per million of the valid bet (minor units): VIP points, points, rebate. */
  vipPointsPpm: ppm,
  pointsPpm: ppm,
  rebatePpm: ppm,
});
export type BoProductRate = z.infer<typeof boProductRateSchema>;
export const boLoyaltySettingsSchema = z.object({
  rebatePeriod: z.enum(rebatePeriodKinds),
  rebateMinimum: amount,
  depositPointsPpm: ppm,
  pointsPerCashUnit: z.coerce.number().int().min(1).max(1_000_000),
  pointsExpiryDays: z.coerce.number().int().min(0).max(3650),
});
export type BoLoyaltySettings = z.infer<typeof boLoyaltySettingsSchema>;
export const boLoyaltyConfigSchema = z.object({
  settings: boLoyaltySettingsSchema,
  rates: z.array(boProductRateSchema),
});
export type BoLoyaltyConfig = z.infer<typeof boLoyaltyConfigSchema>;

export const boGoodsInputSchema = z.object({
  kind: z.enum(mallGoodsKinds),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** A site path of an SVG ("/mall/voucher.svg"). */
  image: z
    .string()
    .regex(/^\/[\w\-/]+\.svg$/)
    .max(200),
  pointsPrice: z.coerce.number().int().min(1),
  creditAmount: amount.nullable(),
  stock: z.coerce.number().int().min(0).nullable(),
  isActive: z.boolean().default(true),
  sort: z.coerce.number().int().default(0),
});
export type BoGoodsInput = z.input<typeof boGoodsInputSchema>;
export const boGoodsSchema = boGoodsInputSchema.extend({
  id: z.number(),
  creditAmount: z.string().nullable(),
});
export type BoGoods = z.infer<typeof boGoodsSchema>;
export const boGoodsListSchema = z.object({ goods: z.array(boGoodsSchema) });
export const boIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const boRedemptionSchema = z.object({
  id: z.number(),
  account: z.string(),
  goodsId: z.number(),
  goodsName: z.string(),
  kind: z.enum(mallGoodsKinds),
  points: z.string(),
  state: z.enum(redemptionStates),
  address: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const boRedemptionQuerySchema = z.object({
  state: z.enum(redemptionStates).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boRedemptionListSchema = pagedSchema(boRedemptionSchema);
export type BoRedemptionList = z.infer<typeof boRedemptionListSchema>;
export const boRejectRedemptionSchema = z.object({ reason: z.string().trim().min(1).max(200) });

/** What a run-now of a job did. */
export const boLoyaltyRunSchema = z.object({
  /** Cut-offs or reviews made (0 when the period was done already). */
  periods: z.number(),
  members: z.number(),
});
export type BoLoyaltyRun = z.infer<typeof boLoyaltyRunSchema>;
