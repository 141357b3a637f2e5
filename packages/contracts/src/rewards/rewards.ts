import { z } from 'zod';
import { gameTypes } from '../catalogue/get-game-menus.ts';
import { languageSchema, localizedTextSchema } from '../common/language.ts';

/** A decimal amount in the brand currency ("100.00"), parsed by the server's money parser. */
const moneyText = z.string().trim().min(1).max(40);

/**
 * What a promotion is. Today the deposit bonus; check-in, lucky wheel, red-envelope rain,
 * raffle and coupon codes come later as further kinds, each with its own `rules` shape.
 */
export const promotionKinds = ['deposit_bonus'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** §4.11 activity states: coming soon → open → closed. */
export const promotionStates = ['coming_soon', 'open', 'closed'] as const;
export type PromotionState = (typeof promotionStates)[number];

/**
 * A member's entry (§4.11): `joined` (applied, waiting for the qualifying deposit),
 * `claimable` (qualified, the bonus waits for the claim), `claimed`, `expired`.
 */
export const promotionEntryStates = ['joined', 'claimable', 'claimed', 'expired'] as const;
export type PromotionEntryState = (typeof promotionEntryStates)[number];

/** pending (queued behind the active one), active, completed, expired, forfeited, cancelled. */
export const bonusStatuses = [
  'pending',
  'active',
  'completed',
  'expired',
  'forfeited',
  'cancelled',
] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** Wagering is bonus × N, or (bonus + deposit) × N. */
export const wageringBases = ['bonus', 'bonus_plus_deposit'] as const;
export type WageringBase = (typeof wageringBases)[number];

/** What a withdrawal with open turnover does: refused, the bonus forfeited, or a fee charged. */
export const withdrawalTurnoverRules = ['block', 'forfeit', 'fee'] as const;
export type WithdrawalTurnoverRule = (typeof withdrawalTurnoverRules)[number];

/** Percent (0–100) of a valid bet that counts toward wagering, by game type. */
export const contributionWeightsSchema = z.object(
  Object.fromEntries(gameTypes.map((type) => [type, z.number().int().min(0).max(100)])) as Record<
    (typeof gameTypes)[number],
    z.ZodNumber
  >,
);
export type ContributionWeights = z.infer<typeof contributionWeightsSchema>;

/** The bonus of a deposit promotion: a fixed amount, a % of the deposit, or a % of bets. */
export const bonusAwardSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amount: moneyText }),
  z.object({
    type: z.literal('deposit_percent'),
    /** 100 = a bonus equal to the deposit. */
    percent: z.number().int().min(1).max(1000),
    cap: moneyText,
  }),
  z.object({
    type: z.literal('bet_percent'),
    /** Of the valid bets counted after joining, in basis points (100 = 1 %). */
    basisPoints: z.number().int().min(1).max(10_000),
    cap: moneyText,
  }),
]);
export type BonusAward = z.infer<typeof bonusAwardSchema>;

/** The rules of a `deposit_bonus` promotion. */
export const depositBonusRulesSchema = z.object({
  award: bonusAwardSchema,
  /** `first`: only the member's first completed deposit qualifies; `any`: a reload bonus. */
  depositOrdinal: z.enum(['first', 'any']),
  minDeposit: moneyText,
  wageringBase: z.enum(wageringBases),
  /** N of the wagering requirement (0: no wagering, the bonus is cash at once). */
  multiplier: z.number().int().min(0).max(100),
  /** Days to claim after qualifying. */
  claimDays: z.number().int().min(1).max(90),
  /** Days the active bonus has to meet its wagering. */
  bonusValidDays: z.number().int().min(1).max(365),
  /** How often one member may take it. */
  maxClaims: z.number().int().min(1).max(1000),
});
export type DepositBonusRules = z.infer<typeof depositBonusRulesSchema>;

/** A promotion as members see it, in the request's language. */
export const promotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(promotionKinds),
  state: z.enum(promotionStates),
  title: z.string(),
  summary: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  rules: depositBonusRulesSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({ content: z.array(promotionSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;

/** The language of a member-facing answer's texts. */
export const rewardLangQuerySchema = z.object({ lang: languageSchema.default('en') });

export const promotionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A member's entry in a promotion. */
export const promotionEntrySchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  state: z.enum(promotionEntryStates),
  /** The bonus a claim pays ("0.00" until qualified). */
  bonusAmount: z.string(),
  depositAmount: z.string(),
  joinedAt: z.string(),
  claimBy: z.string().nullable(),
});
export type PromotionEntry = z.infer<typeof promotionEntrySchema>;

/** A bonus with its wagering progress. */
export const bonusViewSchema = z.object({
  id: z.number().int(),
  /** The promotion's title; null for a bonus an operator granted. */
  title: z.string().nullable(),
  promotionId: z.number().int().nullable(),
  status: z.enum(bonusStatuses),
  amount: z.string(),
  depositAmount: z.string(),
  wageringBase: z.enum(wageringBases),
  multiplier: z.number().int(),
  wageringRequired: z.string(),
  wageringDone: z.string(),
  /** What is left to wager ("0.00" once met). */
  wageringRemaining: z.string(),
  /** 0–100, for the turnover bar. */
  progressPercent: z.number(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type BonusView = z.infer<typeof bonusViewSchema>;

/** The reward centre: what can be claimed now, bonuses in progress, and the history. */
export const rewardCentreSchema = z.object({
  claimable: z.array(promotionEntrySchema),
  /** Applied, waiting for the qualifying deposit. */
  joined: z.array(promotionEntrySchema),
  inProgress: z.array(bonusViewSchema),
  history: z.array(bonusViewSchema),
  bonusBalance: z.string(),
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

/** The member-centre badge: how many rewards wait to be claimed. */
export const rewardBadgeSchema = z.object({ claimable: z.number().int() });
export type RewardBadge = z.infer<typeof rewardBadgeSchema>;

export const bonusListQuerySchema = rewardLangQuerySchema.extend({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const bonusListSchema = z.object({
  content: z.array(bonusViewSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type BonusList = z.infer<typeof bonusListSchema>;

/** What open wagering means for a withdrawal now (the withdraw page shows it). */
export const openTurnoverSchema = z.object({
  rule: z.enum(withdrawalTurnoverRules),
  bonusId: z.number().int(),
  wageringRemaining: z.string(),
  bonusBalance: z.string(),
  /** For the fee rule: the percent of the amount charged. */
  feePercent: z.number().int(),
});
export type OpenTurnover = z.infer<typeof openTurnoverSchema>;

// the operator API

export const promotionInputSchema = z.object({
  kind: z.enum(promotionKinds),
  state: z.enum(promotionStates),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  body: localizedTextSchema,
  imageUrl: z.string().trim().max(300).nullable().default(null),
  startsAt: z.string().datetime({ offset: true }).nullable().default(null),
  endsAt: z.string().datetime({ offset: true }).nullable().default(null),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  rules: depositBonusRulesSchema,
});
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** A promotion as the operator sees it: every language. */
export const boPromotionSchema = promotionInputSchema.extend({
  id: z.number().int(),
  imageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoPromotion = z.infer<typeof boPromotionSchema>;
export const boPromotionListSchema = z.object({ content: z.array(boPromotionSchema) });

export const rewardSettingsSchema = z.object({
  contributionWeights: contributionWeightsSchema,
  withdrawalRule: z.enum(withdrawalTurnoverRules),
  withdrawalFeePercent: z.number().int().min(0).max(100),
});
export type RewardSettings = z.infer<typeof rewardSettingsSchema>;

const reasonText = z.string().trim().min(3).max(200);

export const grantBonusRequestSchema = z.object({
  memberId: z.number().int().positive(),
  amount: moneyText,
  wageringBase: z.enum(wageringBases).default('bonus'),
  multiplier: z.number().int().min(0).max(100),
  validDays: z.number().int().min(1).max(365).default(30),
  reason: reasonText,
});
export type GrantBonusRequest = z.input<typeof grantBonusRequestSchema>;

export const cancelBonusRequestSchema = z.object({ reason: reasonText });
export const bonusParamsSchema = z.object({ bonusId: z.coerce.number().int().positive() });
export const memberBonusesParamsSchema = z.object({
  memberId: z.coerce.number().int().positive(),
});
export const boBonusListSchema = z.object({ content: z.array(bonusViewSchema) });
