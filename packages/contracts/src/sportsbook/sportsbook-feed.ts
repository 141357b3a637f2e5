import { z } from 'zod';
import { sportsFixtureStates, sportsMarketStates } from './sportsbook.ts';

/**
 * The book's live channel (GET /wps/sportsbook/ws, docs/sportsbook.md "Live feed"): public like
 * the odds. `?fixture=ID` narrows it to one fixture; without it the whole book comes. Each
 * message is one fixture's changes, coalesced over a short window (the latest price of each
 * selection, the latest state of each market), so a re-price of 30 selections is one message.
 */
export const sportsFeedOddsSchema = z.object({
  type: z.literal('odds'),
  fixtureId: z.number().int(),
  /** Decimal odds × 1000, as in the fixture views. */
  selections: z.array(z.object({ id: z.number().int(), odds: z.number().int() })),
});

export const sportsFeedMarketsSchema = z.object({
  type: z.literal('markets'),
  fixtureId: z.number().int(),
  markets: z.array(z.object({ id: z.number().int(), state: z.enum(sportsMarketStates) })),
});

/** The score panel: state, score, the match clock ("45+2", "Map 2"), the last event. */
export const sportsFeedScoreSchema = z.object({
  type: z.literal('score'),
  fixtureId: z.number().int(),
  state: z.enum(sportsFixtureStates),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  halfTime: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  clock: z.string().nullable(),
  /** What just happened: goal, half-time, full-time, map, kick-off (null: a clock tick). */
  event: z.object({ kind: z.string(), team: z.enum(['home', 'away']).nullable() }).nullable(),
});

/** A fixture came or went (a new simulated match, a result): lists refetch. */
export const sportsFeedFixtureSchema = z.object({
  type: z.literal('fixture'),
  fixtureId: z.number().int(),
  state: z.enum(sportsFixtureStates),
});

export const sportsFeedMessageSchema = z.discriminatedUnion('type', [
  sportsFeedOddsSchema,
  sportsFeedMarketsSchema,
  sportsFeedScoreSchema,
  sportsFeedFixtureSchema,
]);
export type SportsFeedMessage = z.infer<typeof sportsFeedMessageSchema>;
export type SportsFeedOdds = z.infer<typeof sportsFeedOddsSchema>;
export type SportsFeedScore = z.infer<typeof sportsFeedScoreSchema>;

/** What the socket sends: feed messages and a ping every 25 s. */
export type SportsFeedFrame = SportsFeedMessage | { type: 'ping'; serverTime: number };
