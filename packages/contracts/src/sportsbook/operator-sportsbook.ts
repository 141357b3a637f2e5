import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';
import { sportsMarketKindSchema, sportsMarketPeriodSchema } from './sportsbook.ts';

const amountSchema = z.string().max(24);
const oddsSchema = z.number().int().min(1001).max(10_000_000);

/** A market to publish: kind, period, line, and each selection's code and price. */
export const boMarketInputSchema = z.object({
  kind: sportsMarketKindSchema,
  period: sportsMarketPeriodSchema.default('match'),
  line: z.string().max(8).optional(),
  isLive: z.boolean().default(false),
  selections: z
    .array(
      z.object({
        code: z.string().min(1).max(40),
        name: localizedTextSchema.optional(),
        odds: oddsSchema,
      }),
    )
    .min(1)
    .max(40),
});
export type BoMarketInput = z.infer<typeof boMarketInputSchema>;

/** How the book prices margins (docs/sportsbook-pricing.md "Margin methods"). */
export const sportsMarginMethodSchema = z.enum(['multiplicative', 'power', 'shin']);

/**
 * Prices made by the in-house models (docs/sportsbook-pricing.md): `football` from the shipped
 * Dixon–Coles fit (team names of the fitted model, e.g. 'Arsenal'), `elo` from the shipped
 * e-sports ratings; the brand's margin and method apply.
 */
export const boPricingSchema = z.discriminatedUnion('model', [
  z.object({
    model: z.literal('football'),
    home: z.string().min(1).max(60),
    away: z.string().min(1).max(60),
    neutralGround: z.boolean().optional(),
  }),
  z.object({
    model: z.literal('elo'),
    teamA: z.string().min(1).max(60),
    teamB: z.string().min(1).max(60),
    bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]).default(3),
  }),
]);
export type BoPricing = z.infer<typeof boPricingSchema>;

/**
 * POST /bo/sportsbook/fixtures: a fixture of an existing competition, with its markets; with
 * `pricing`, the model's markets are added to the ones typed (operator prices still work).
 */
export const boFixtureInputSchema = z.object({
  sport: z.string().max(40),
  competition: localizedTextSchema,
  home: localizedTextSchema,
  away: localizedTextSchema,
  isOutright: z.boolean().default(false),
  startsAt: z.string().datetime(),
  isLive: z.boolean().default(false),
  markets: z.array(boMarketInputSchema).max(60).default([]),
  pricing: boPricingSchema.optional(),
});
export type BoFixtureInput = z.infer<typeof boFixtureInputSchema>;

export const boFixtureCreatedSchema = z.object({
  fixtureId: z.number().int(),
  marketIds: z.array(z.number().int()),
});

export const boOddsInputSchema = z.object({ odds: oddsSchema });
export const boMarketStateInputSchema = z.object({
  state: z.enum(['active', 'suspended', 'closed']),
});

/** A result: full time (90 minutes plus stoppage) and the half; a corrected one re-settles. */
export const boResultInputSchema = z.object({
  home: z.number().int().min(0).max(99),
  away: z.number().int().min(0).max(99),
  halfHome: z.number().int().min(0).max(99).optional(),
  halfAway: z.number().int().min(0).max(99).optional(),
  /** Outrights and e-sports extras: the winning selection codes of markets graded by hand. */
  winners: z.record(z.string(), z.string()).optional(),
});
export type BoResultInput = z.infer<typeof boResultInputSchema>;

export const boSettlementSchema = z.object({
  fixtureId: z.number().int(),
  resultVersion: z.number().int(),
  betsSettled: z.number().int(),
  walletPostings: z.number().int(),
  owedBets: z.number().int(),
});

/** A limit row; null scope fields widen it (brand default = all null). */
export const boLimitInputSchema = z.object({
  sport: z.string().max(40).optional(),
  marketKind: sportsMarketKindSchema.optional(),
  memberId: z.number().int().positive().optional(),
  maxStake: amountSchema.nullable().optional(),
  maxPayout: amountSchema.nullable().optional(),
  maxMarketExposure: amountSchema.nullable().optional(),
  maxFixtureExposure: amountSchema.nullable().optional(),
  stakeFactorBp: z.number().int().min(0).max(100_000).nullable().optional(),
});
export type BoLimitInput = z.infer<typeof boLimitInputSchema>;

export const boLiabilitySchema = z.object({
  fixtureId: z.number().int(),
  exposure: amountSchema,
  markets: z.array(z.object({ marketId: z.number().int(), exposure: amountSchema })),
});

export const boOkSchema = z.object({ ok: z.literal(true) });

/** POST …/abandon: the match is abandoned at this score (the half's, if the half was played). */
export const boAbandonInputSchema = boResultInputSchema.omit({ winners: true });

export const boAbandonedSchema = z.object({
  fixtureId: z.number().int(),
  abandonedAt: z.string(),
  /** Not resumed by then, every market not already decided is void. */
  voidAt: z.string(),
});

/** A bet that owes the book what a lowered re-settlement could not take back. */
export const boOwedBetSchema = z.object({
  betId: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  unit: z.string(),
  owed: amountSchema,
  settledAt: z.string().nullable(),
});
export const boOwedListSchema = z.object({ bets: z.array(boOwedBetSchema) });
export const boWrittenOffSchema = z.object({ betId: z.number().int(), writtenOff: amountSchema });
