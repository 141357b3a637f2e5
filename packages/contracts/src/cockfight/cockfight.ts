import { z } from 'zod';

/** Sides a member bets on. */
export const cockfightSideSchema = z.enum(['meron', 'wala', 'draw']);
export type CockfightSideName = z.infer<typeof cockfightSideSchema>;

/** A fight's outcome: a side won, a draw, or cancelled (also by the ≤ 107 rule). */
export const cockfightResultSchema = z.enum(['meron', 'wala', 'draw', 'cancelled']);
export type CockfightResultName = z.infer<typeof cockfightResultSchema>;

/** open → last_call → closed → resulted (a correction keeps it resulted). */
export const cockfightFightStateSchema = z.enum(['open', 'last_call', 'closed', 'resulted']);
export type CockfightFightState = z.infer<typeof cockfightFightStateSchema>;

/**
 * Countries whose players can never bet on cockfight here, whatever a brand sets:
 * PH (Executive Order No. 9, 28 Dec 2022, e-sabong banned), TH and VN (no online cockfight).
 */
export const cockfightBannedCountries = ['PH', 'TH', 'VN'] as const;

const amount = z.string();
const countryCode = z.string().regex(/^[A-Z]{2}$/);

export const cockfightEventSchema = z.object({
  id: z.number().int(),
  arena: z.string(),
  /** The day of the event (YYYY-MM-DD). */
  eventDate: z.string(),
  /** The operator's video link of the arena, if any. */
  videoUrl: z.string().nullable(),
  status: z.enum(['running', 'ended']),
});
export type CockfightEventView = z.infer<typeof cockfightEventSchema>;

export const cockfightFightSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  fightNumber: z.number().int(),
  meron: z.string(),
  wala: z.string(),
  state: cockfightFightStateSchema,
  result: cockfightResultSchema.nullable(),
  /** Pools in the brand currency (decimal strings). */
  pools: z.object({ meron: amount, wala: amount, draw: amount }),
  /** Payout per 100 of each side at these pools ("185.25"); null for a side nobody backed. */
  payoutPer100: z.object({ meron: z.string().nullable(), wala: z.string().nullable() }),
  /** True when, closed now, the fight would be cancelled by the ≤ 107 rule. */
  wouldCancel: z.boolean(),
});
export type CockfightFightView = z.infer<typeof cockfightFightSchema>;

/** The public board: the running event, its fights (newest first) and the trend grid. */
export const cockfightBoardSchema = z.object({
  /** Whether the caller's country may bet on cockfight at this brand. */
  available: z.boolean(),
  /** The caller's country as the server locates it (null: unknown). */
  country: z.string().nullable(),
  event: cockfightEventSchema.nullable(),
  fights: z.array(cockfightFightSchema),
  /** Results of the event's fights in fight order (the bead road). */
  trend: z.array(z.object({ fightNumber: z.number().int(), result: cockfightResultSchema })),
  /** Draw bets return this many times the stake (8:1). */
  drawReturnMultiple: z.number().int(),
});
export type CockfightBoard = z.infer<typeof cockfightBoardSchema>;

export const cockfightFightParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const placeCockfightBetBodySchema = z.object({
  side: cockfightSideSchema,
  /** The stake in the session's unit ("10.00"). */
  stake: z.string().min(1).max(40),
});
export type PlaceCockfightBetBody = z.infer<typeof placeCockfightBetBodySchema>;

export const cockfightBetSchema = z.object({
  id: z.number().int(),
  fightId: z.number().int(),
  side: cockfightSideSchema,
  stake: amount,
  status: z.enum(['pending', 'open', 'settled']),
  /** What settlement has paid back so far (stake included). */
  returned: amount,
  placedAt: z.string(),
});
export type CockfightBetView = z.infer<typeof cockfightBetSchema>;

export const placeCockfightBetResponseSchema = z.object({
  bet: cockfightBetSchema,
  /** The player's balance after the stake. */
  balance: amount.nullable(),
});

export const myCockfightBetsSchema = z.object({
  bets: z.array(cockfightBetSchema),
  balance: amount,
});
export type MyCockfightBets = z.infer<typeof myCockfightBetsSchema>;

/** What the live channel sends: one fight's pools and payouts, or a fight's new state. */
export const cockfightLiveEventSchema = z.object({
  type: z.literal('fight'),
  fight: cockfightFightSchema,
});
export type CockfightLiveEvent = z.infer<typeof cockfightLiveEventSchema>;

// operator side

export const cockfightSettingsSchema = z.object({
  enabledCountries: z.array(countryCode).max(250),
  /** Plasada in basis points (500 = 5%). */
  plasadaBps: z.number().int().min(0).max(5000),
});
export type CockfightSettings = z.infer<typeof cockfightSettingsSchema>;

export const createCockfightEventBodySchema = z.object({
  arena: z.string().trim().min(1).max(120),
  /** A real calendar day, YYYY-MM-DD (2026-02-30 is refused, not passed to the database). */
  eventDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => {
      const parsed = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
    }),
  videoUrl: z.string().url().max(500).nullable().optional(),
});

export const createCockfightFightBodySchema = z.object({
  fightNumber: z.number().int().min(1).max(10_000),
  meron: z.string().trim().min(1).max(120),
  wala: z.string().trim().min(1).max(120),
});

export const cockfightStateBodySchema = z.object({ state: z.enum(['last_call', 'closed']) });
export const cockfightResultBodySchema = z.object({ result: cockfightResultSchema });

export const boCockfightEventsSchema = z.array(
  cockfightEventSchema.extend({ fights: z.array(cockfightFightSchema) }),
);

/** A result entered: the fight, and how many of its bets are settled to it or still pending. */
export const cockfightSettlementSchema = z.object({
  fight: cockfightFightSchema,
  settledBets: z.number().int(),
  pendingBets: z.number().int(),
});
export type CockfightSettlement = z.infer<typeof cockfightSettlementSchema>;

/** An event ended: its bets' rounds closed in the wallet (the betting record shows them settled). */
export const cockfightEventEndSchema = z.object({
  event: cockfightEventSchema,
  closedRounds: z.number().int(),
  pendingRounds: z.number().int(),
});
