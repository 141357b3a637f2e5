import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';

/** Odds formats a member can read prices in (docs/sportsbook.md "Odds formats"). */
export const sportsOddsFormats = ['decimal', 'hk', 'malay', 'indo', 'us'] as const;
export const sportsOddsFormatSchema = z.enum(sportsOddsFormats);
export type SportsOddsFormat = z.infer<typeof sportsOddsFormatSchema>;

/** What the book does when a price moved between the slip and the bet. */
export const sportsOddsChangeSettings = ['reject', 'accept_higher', 'accept_any'] as const;
export const sportsOddsChangeSettingSchema = z.enum(sportsOddsChangeSettings);
export type SportsOddsChangeSetting = z.infer<typeof sportsOddsChangeSettingSchema>;

export const sportsFixtureStates = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type SportsFixtureState = (typeof sportsFixtureStates)[number];

export const sportsMarketKinds = [
  'match_1x2',
  'handicap',
  'over_under',
  'odd_even',
  'correct_score',
  'match_winner',
  'map_handicap',
  'outright',
] as const;
export const sportsMarketKindSchema = z.enum(sportsMarketKinds);
export type SportsMarketKind = z.infer<typeof sportsMarketKindSchema>;

export const sportsMarketPeriods = ['match', 'first_half'] as const;
export const sportsMarketPeriodSchema = z.enum(sportsMarketPeriods);
export type SportsMarketPeriod = z.infer<typeof sportsMarketPeriodSchema>;

export const sportsMarketStates = ['active', 'suspended', 'closed', 'settled', 'cancelled'] as const;
export type SportsMarketState = (typeof sportsMarketStates)[number];

export const sportsLegOutcomes = ['win', 'lose', 'void', 'half_win', 'half_lose'] as const;
export type SportsLegOutcome = (typeof sportsLegOutcomes)[number];

export const sportsBetKinds = ['single', 'parlay', 'system'] as const;
export const sportsBetKindSchema = z.enum(sportsBetKinds);
export type SportsBetKind = z.infer<typeof sportsBetKindSchema>;

/**
 * pending: a live bet waiting out the live delay; open: accepted; rejected: refused after the
 * delay (stake refunded); settled; cashed_out; void (refunded).
 */
export const sportsBetStates = [
  'pending',
  'open',
  'rejected',
  'settled',
  'cashed_out',
  'void',
] as const;
export type SportsBetState = (typeof sportsBetStates)[number];

/** Named systems: Trixie, Yankee, Lucky 15, Heinz. */
export const sportsSystems = ['trixie', 'yankee', 'lucky15', 'heinz'] as const;
export const sportsSystemSchema = z.enum(sportsSystems);

/** Decimal odds × 1000 (1.90 → 1900): prices are exact integers on the wire. */
const oddsSchema = z.number().int().min(1001).max(10_000_000);
/** A money amount as a decimal string of the session's unit. */
const amountSchema = z.string().max(24);

export const sportsSelectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedTextSchema.nullable(),
  odds: z.number().int(),
});
export const sportsMarketSchema = z.object({
  id: z.number().int(),
  kind: sportsMarketKindSchema,
  period: sportsMarketPeriodSchema,
  /** Handicap (home side) or total line, e.g. "-0.75", "2.5"; null for markets without one. */
  line: z.string().nullable(),
  state: z.enum(sportsMarketStates),
  isLive: z.boolean(),
  selections: z.array(sportsSelectionSchema),
});
export type SportsMarketView = z.infer<typeof sportsMarketSchema>;

export const sportsFixtureSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  competition: localizedTextSchema,
  home: localizedTextSchema,
  away: localizedTextSchema,
  isOutright: z.boolean(),
  startsAt: z.string(),
  state: z.enum(sportsFixtureStates),
  isLive: z.boolean(),
  isSimulated: z.boolean(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  halfTime: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** Lists carry the main markets; the fixture detail carries all. */
  markets: z.array(sportsMarketSchema),
  marketCount: z.number().int(),
});
export type SportsFixtureView = z.infer<typeof sportsFixtureSchema>;

export const sportsFixtureListSchema = z.object({ fixtures: z.array(sportsFixtureSchema) });

export const sportsMenuSchema = z.object({
  sports: z.array(
    z.object({
      code: z.string(),
      name: localizedTextSchema,
      isEsports: z.boolean(),
      counts: z.object({
        live: z.number().int(),
        today: z.number().int(),
        early: z.number().int(),
        outrights: z.number().int(),
      }),
    }),
  ),
});
export type SportsMenu = z.infer<typeof sportsMenuSchema>;

export const sportsFixtureViews = ['live', 'today', 'early', 'outrights'] as const;
export const sportsFixturesQuerySchema = z.object({
  sport: z.string().max(40),
  view: z.enum(sportsFixtureViews).default('today'),
});
export const sportsResultsQuerySchema = z.object({ sport: z.string().max(40) });
export const sportsIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The member's bet slip settings. */
export const sportsSettingsSchema = z.object({
  oddsFormat: sportsOddsFormatSchema,
  oddsChange: sportsOddsChangeSettingSchema,
  /** accept_any: the largest fall of a price accepted, in basis points (500 = 5 %). */
  maxSlippageBp: z.number().int().min(0).max(5000),
  quickStakes: z.array(amountSchema).max(6),
});
export type SportsSettings = z.infer<typeof sportsSettingsSchema>;

/** The largest stake the book takes on each selection as a single, and its price now. */
export const sportsMaxStakeQuerySchema = z.object({
  selections: z
    .string()
    .max(400)
    .regex(/^\d+(,\d+){0,14}$/),
});
export const sportsMaxStakeSchema = z.object({
  selections: z.array(
    z.object({
      selectionId: z.number().int(),
      odds: z.number().int(),
      available: z.boolean(),
      maxStake: amountSchema,
    }),
  ),
});

export const sportsPlaceBetRequestSchema = z.object({
  /** The slip's id of this placement: a retry with the same id places nothing again. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  kind: sportsBetKindSchema,
  /** Each selection with the price the member saw. */
  legs: z
    .array(z.object({ selectionId: z.number().int().positive(), odds: oddsSchema }))
    .min(1)
    .max(15),
  /** The amount typed (for negative Malay/Indo prices the win; systems: per line). */
  stake: amountSchema,
  system: sportsSystemSchema.optional(),
  /** The format the member read the price in (defaults to the member's setting). */
  oddsFormat: sportsOddsFormatSchema.optional(),
});
export type SportsPlaceBetRequest = z.infer<typeof sportsPlaceBetRequestSchema>;

export const sportsBetLegSchema = z.object({
  selectionId: z.number().int(),
  fixtureId: z.number().int(),
  marketKind: sportsMarketKindSchema,
  line: z.string().nullable(),
  selection: z.string(),
  home: localizedTextSchema,
  away: localizedTextSchema,
  odds: z.number().int(),
  outcome: z.enum(sportsLegOutcomes).nullable(),
});

export const sportsBetSchema = z.object({
  id: z.number().int(),
  kind: sportsBetKindSchema,
  state: z.enum(sportsBetStates),
  oddsFormat: sportsOddsFormatSchema,
  odds: z.number().int(),
  nominalStake: amountSchema,
  risk: amountSchema,
  win: amountSchema,
  paid: amountSchema,
  currency: z.string(),
  placedAt: z.string(),
  confirmAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  legs: z.array(sportsBetLegSchema),
  systemLines: z.number().int(),
});
export type SportsBetView = z.infer<typeof sportsBetSchema>;

export const sportsBetListQuerySchema = z.object({ status: z.enum(['open', 'settled']) });
export const sportsBetListSchema = z.object({ bets: z.array(sportsBetSchema) });

export const sportsCashOutQuoteSchema = z.object({
  betId: z.number().int(),
  amount: amountSchema,
  available: z.boolean(),
});
export const sportsCashOutRequestSchema = z.object({
  /** The quote the member accepted: a lower value now is refused (sb_cash_out_changed). */
  amount: amountSchema,
});
