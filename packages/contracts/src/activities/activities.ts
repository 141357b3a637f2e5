import { z } from 'zod';
import { languageSchema, localizedTextSchema } from '../common/language.ts';

/** A decimal amount in the brand currency ("10.00"), parsed by the server's money parser. */
const moneyText = z.string().trim().min(1).max(40);

/** What an activity is (docs/rewards.md "Activities"); each kind has its own `rules`. */
export const activityKinds = [
  'deposit_bonus',
  'check_in',
  'lucky_wheel',
  'coupon',
  'application',
  'red_envelope_rain',
  'raffle',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** §4.11: coming soon → open → closed, by the activity's schedule. */
export const activityStates = ['coming_soon', 'open', 'closed'] as const;
export type ActivityState = (typeof activityStates)[number];

/** §4.11 states of a member's application: applying → rejected | issued → claimed. */
export const applicationStates = ['applying', 'rejected', 'issued', 'claimed'] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** §5 activity application limits. */
export const applicationLimits = { commentMax: 140, imagesMax: 3, imageBytesMax: 5 * 1024 * 1024 };

/**
 * A prize: an amount of money, paid as cash (`bonusMultiplier` 0) or as a bonus whose
 * wagering is amount × N through the bonus engine (N = `bonusMultiplier`), and/or loyalty
 * points (`points`, through the loyalty module, with the brand's normal expiry).
 */
export const activityPrizeSchema = z.object({
  amount: moneyText,
  bonusMultiplier: z.number().int().min(0).max(100).default(0),
  points: z.number().int().min(0).max(10_000_000).optional(),
});
export type ActivityPrize = z.infer<typeof activityPrizeSchema>;

/** One slice of the lucky wheel: its prize (0 = nothing) and its weight. */
export const wheelSliceSchema = z.object({
  label: localizedTextSchema,
  prize: activityPrizeSchema,
  weight: z.number().int().min(1).max(1_000_000),
});

export const activityRulesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deposit_bonus'), promotionId: z.number().int().positive() }),
  z.object({
    kind: z.literal('check_in'),
    /** The prize of day 1, 2, … of an unbroken streak; after the last day it starts again. */
    days: z.array(activityPrizeSchema).min(1).max(31),
  }),
  z.object({
    kind: z.literal('lucky_wheel'),
    slices: z.array(wheelSliceSchema).min(2).max(24),
    spinsPerDay: z.number().int().min(1).max(100),
  }),
  z.object({ kind: z.literal('coupon'), prize: activityPrizeSchema }),
  z.object({ kind: z.literal('application'), prize: activityPrizeSchema }),
  z.object({
    kind: z.literal('red_envelope_rain'),
    /** Daily windows in the brand's local time: "HH:MM" and how many minutes it rains. */
    windows: z
      .array(
        z.object({
          start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
          minutes: z.number().int().min(1).max(1440),
        }),
      )
      .min(1)
      .max(24),
    triesPerDay: z.number().int().min(1).max(10).default(3),
    /** The whole budget of the rain; envelopes never pay beyond it. */
    budget: moneyText,
    minAmount: moneyText,
    maxAmount: moneyText,
  }),
  z.object({
    kind: z.literal('raffle'),
    /** Tickets a member takes once per local day while the raffle is open. */
    ticketsPerDay: z.number().int().min(1).max(100),
    /** The prize of the 1st, 2nd, … winning ticket (drawn at close). */
    prizes: z.array(activityPrizeSchema).min(1).max(20),
  }),
]);
export type ActivityRules = z.infer<typeof activityRulesSchema>;

/** The operator's input: every text in en, th and tl. */
export const activityInputSchema = z.object({
  title: localizedTextSchema,
  summary: localizedTextSchema,
  body: localizedTextSchema,
  startsAt: z.coerce.date(),
  endsAt: z.coerce.date(),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  rules: activityRulesSchema,
});
export type ActivityInput = z.input<typeof activityInputSchema>;

/** A prize as the member sees it (amounts as decimal strings). */
export const prizeViewSchema = z.object({
  amount: z.string(),
  bonusMultiplier: z.number(),
  points: z.number(),
});

/** One winning ticket of a raffle's draw, in the order drawn (rank 1 first). */
export const raffleWinnerSchema = z.object({
  rank: z.number(),
  ticketId: z.number(),
  prize: prizeViewSchema,
  /** Whether the ticket is the member's own, and whether its prize was claimed. */
  mine: z.boolean(),
  claimed: z.boolean(),
});

/** A drawn raffle with everything needed to recompute the winners (docs/rewards.md). */
export const raffleResultSchema = z.object({
  serverSeed: z.string(),
  ticketListHash: z.string(),
  ticketCount: z.number(),
  drawnAt: z.string(),
  winners: z.array(raffleWinnerSchema),
});
export type RaffleResult = z.infer<typeof raffleResultSchema>;

/** What a member may do now with an activity of its kind. */
export const activityPlaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deposit_bonus'), promotionId: z.number() }),
  z.object({
    kind: z.literal('check_in'),
    days: z.array(prizeViewSchema),
    /** Days of the current streak already checked in (0 … days.length). */
    streak: z.number(),
    checkedInToday: z.boolean(),
    today: z.string(),
  }),
  z.object({
    kind: z.literal('lucky_wheel'),
    slices: z.array(z.object({ label: z.string(), prize: prizeViewSchema, weight: z.number() })),
    spinsLeft: z.number(),
    /** The SHA-256 of the server seed of the member's next spin, committed before it. */
    nextServerSeedHash: z.string(),
    nextNonce: z.number(),
  }),
  z.object({ kind: z.literal('coupon'), prize: prizeViewSchema }),
  z.object({
    kind: z.literal('application'),
    prize: prizeViewSchema,
    limits: z.object({ commentMax: z.number(), imagesMax: z.number(), imageBytesMax: z.number() }),
  }),
  z.object({
    kind: z.literal('red_envelope_rain'),
    triesLeft: z.number(),
    /** Whether it rains now; else when the next window starts (an instant), if any. */
    raining: z.boolean(),
    nextWindowAt: z.string().nullable(),
    minAmount: z.string(),
    maxAmount: z.string(),
  }),
  z.object({
    kind: z.literal('raffle'),
    prizes: z.array(prizeViewSchema),
    ticketsPerDay: z.number(),
    /** The member's ticket ids, in the order issued. */
    myTicketIds: z.array(z.number()),
    ticketCount: z.number(),
    tookToday: z.boolean(),
    /** SHA-256 of the server seed, committed before the first ticket. */
    serverSeedHash: z.string(),
    result: raffleResultSchema.nullable(),
  }),
]);

export const activitySummarySchema = z.object({
  id: z.number(),
  kind: z.enum(activityKinds),
  state: z.enum(activityStates),
  title: z.string(),
  summary: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
export const activityListSchema = z.object({ content: z.array(activitySummarySchema) });
export type ActivityList = z.infer<typeof activityListSchema>;

/** One activity with the member's part in it (guests see `play` null). */
export const activityDetailSchema = activitySummarySchema.extend({
  body: z.string(),
  play: activityPlaySchema.nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activityLangQuerySchema = z.object({ lang: languageSchema.default('en') });
export const activityParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What a play paid: check-in, spin or coupon. */
export const activityAwardSchema = z.object({
  id: z.number(),
  activityId: z.number(),
  prize: prizeViewSchema,
  createdAt: z.string(),
});

export const checkInResultSchema = activityAwardSchema.extend({ day: z.number() });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** A spin, with everything needed to verify it (docs/rewards.md "Lucky wheel"). */
export const wheelSpinRequestSchema = z.object({
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export const wheelSpinResultSchema = activityAwardSchema.extend({
  sliceIndex: z.number(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  nextServerSeedHash: z.string(),
});
export type WheelSpinResult = z.infer<typeof wheelSpinResultSchema>;

/** An envelope caught in the rain (0.00 when the budget has run dry). */
export const envelopeResultSchema = activityAwardSchema.extend({ triesLeft: z.number() });
export type EnvelopeResult = z.infer<typeof envelopeResultSchema>;

/** Today's raffle tickets. */
export const raffleTicketsResultSchema = z.object({
  activityId: z.number(),
  ticketIds: z.array(z.number()),
});
export type RaffleTicketsResult = z.infer<typeof raffleTicketsResultSchema>;

/** The prizes of the member's winning tickets, paid by one claim (§7 raffle claim). */
export const raffleClaimResultSchema = z.object({
  activityId: z.number(),
  prizes: z.array(prizeViewSchema),
});
export type RaffleClaimResult = z.infer<typeof raffleClaimResultSchema>;

export const couponRedeemRequestSchema = z.object({ code: z.string().trim().min(1).max(40) });
export const couponRedeemResultSchema = activityAwardSchema;
export type CouponRedeemResult = z.infer<typeof couponRedeemResultSchema>;

/**
 * An application (§5): a comment of at most 140 characters and the ids of at most 3 images
 * uploaded with purpose `activity_application`. Limits are checked by the server (the images'
 * content when they were uploaded), so the schema lets the server give the spec's message.
 */
export const applicationRequestSchema = z.object({
  comment: z.string().max(2000),
  fileIds: z.array(z.number().int().positive()).max(20),
});
export type ApplicationRequest = z.infer<typeof applicationRequestSchema>;

export const applicationViewSchema = z.object({
  id: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  state: z.enum(applicationStates),
  comment: z.string(),
  fileIds: z.array(z.number()),
  prize: prizeViewSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;
export const applicationListSchema = z.object({ content: z.array(applicationViewSchema) });
export type ApplicationList = z.infer<typeof applicationListSchema>;
export const applicationParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/* ---- operator ---- */

export const boActivitySchema = z.object({
  id: z.number(),
  kind: z.enum(activityKinds),
  state: z.enum(activityStates),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  body: localizedTextSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  sortOrder: z.number(),
  rules: z.unknown(),
  /** Lucky wheel only: the expected cost of one spin, Σ prize × weight ÷ Σ weight. */
  expectedCostPerSpin: z.string().nullable(),
});
export type BoActivity = z.infer<typeof boActivitySchema>;
export const boActivityListSchema = z.object({ content: z.array(boActivitySchema) });

export const boApplicationSchema = applicationViewSchema.extend({
  memberId: z.number(),
  username: z.string(),
});
export type BoApplication = z.infer<typeof boApplicationSchema>;
export const boApplicationListSchema = z.object({ content: z.array(boApplicationSchema) });
export const boApplicationQuerySchema = z.object({
  state: z.enum(applicationStates).optional(),
});
export const rejectApplicationRequestSchema = z.object({
  reason: z.string().trim().min(1).max(500),
});
export const boApplicationImageParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  fileId: z.coerce.number().int().positive(),
});

export const couponBatchRequestSchema = z.object({
  /** Codes to create (letters and digits), or a count of random codes. */
  codes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{4,40}$/),
    )
    .max(1000)
    .optional(),
  count: z.number().int().min(1).max(1000).optional(),
  /** How many members may use one code (each member once). */
  maxUses: z.number().int().min(1).max(1_000_000),
  expiresAt: z.coerce.date(),
});
export type CouponBatchRequest = z.input<typeof couponBatchRequestSchema>;
export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  maxUses: z.number(),
  usedCount: z.number(),
  expiresAt: z.string(),
});
export const couponListSchema = z.object({ content: z.array(couponSchema) });
