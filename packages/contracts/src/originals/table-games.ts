import { z } from 'zod';

/**
 * Lobby Originals shared tables: timed rounds that every player at a table sees alike
 * (bets open → close → result → settle). Calls carry the game session token (X-Player-Token);
 * live events come over the table websocket.
 */

/** The shared tables, by game code. */
export const tableCodes = ['crash', 'baccarat', 'roulette'] as const;
export const tableCodeSchema = z.enum(tableCodes);
export type TableCode = z.infer<typeof tableCodeSchema>;

/** Paths of the table calls. */
export const tablePaths = {
  bets: '/originals/v1/tables/:table/bets',
  state: '/originals/v1/tables/:table/state',
  cashout: '/originals/v1/tables/crash/cashout',
  /** The live channel: `new WebSocket(url + '?merchant=…&table=…', [tableSocketProtocol, token])`. */
  socket: '/originals/v1/tables/ws',
} as const;

/** The `:table` of the table paths. */
export const tableParamsSchema = z.object({ table: tableCodeSchema });

/** The websocket subprotocol the play page offers first, its session token second. */
export const tableSocketProtocol = 'lobby-table';

/** Where a round stands: taking bets, running (crash rising / result drawn), settled. */
export const tableRoundPhases = ['betting', 'running', 'settled'] as const;
export type TableRoundPhase = (typeof tableRoundPhases)[number];

/** Multipliers travel as integers ×100 (235 = 2.35×), exactly as the maths computes them. */
const multiplierX100 = z.number().int().min(100);

export const crashResultSchema = z.object({
  kind: z.literal('crash'),
  /** The crash point ×100; cash-outs at or below it win. */
  crashPoint: multiplierX100,
});
export type CrashResult = z.infer<typeof crashResultSchema>;

/** A card as two characters: rank `A23456789TJQK`, suit `SHDC` (`TD` = ten of diamonds). */
const cardCode = z.string().regex(/^[A2-9TJQK][SHDC]$/);

export const baccaratResultSchema = z.object({
  kind: z.literal('baccarat'),
  /** Player cards in deal order (2 or 3). */
  player: z.array(cardCode),
  banker: z.array(cardCode),
  playerTotal: z.number().int().min(0).max(9),
  bankerTotal: z.number().int().min(0).max(9),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export type BaccaratTableResult = z.infer<typeof baccaratResultSchema>;

export const rouletteResultSchema = z.object({
  kind: z.literal('roulette'),
  number: z.number().int().min(0).max(36),
  colour: z.enum(['green', 'red', 'black']),
});
export type RouletteTableResult = z.infer<typeof rouletteResultSchema>;

export const tableResultSchema = z.discriminatedUnion('kind', [
  crashResultSchema,
  baccaratResultSchema,
  rouletteResultSchema,
]);
export type TableResult = z.infer<typeof tableResultSchema>;

/** An ISO 8601 instant (UTC). */
const isoTime = z.string();

/** One round as everybody may see it. */
export const tableRoundViewSchema = z.object({
  roundId: z.number().int(),
  roundNo: z.number().int(),
  table: tableCodeSchema,
  phase: z.enum(tableRoundPhases),
  /** SHA-256 (hex) of the server seed, published when the round opens. */
  serverSeedHash: z.string(),
  /** The round's public salt (its id as text), fixed before bets open. */
  clientSeed: z.string(),
  /** The server seed: only once the round is settled, so anyone can verify it. */
  serverSeed: z.string().optional(),
  /** Tables: from `running` on; crash: once settled (before that it would tell the future). */
  result: tableResultSchema.optional(),
  /** True when the round could not complete and every open bet was refunded. */
  cancelled: z.boolean(),
  opensAt: isoTime,
  closesAt: isoTime,
  /** Crash: when the multiplier started rising; tables: when the result was drawn. */
  startedAt: isoTime.optional(),
  settledAt: isoTime.optional(),
});
export type TableRoundView = z.infer<typeof tableRoundViewSchema>;

export const tableBetStatuses = ['placed', 'cashed_out', 'won', 'lost', 'refunded'] as const;
export type TableBetStatus = (typeof tableBetStatuses)[number];

/** A bet of the calling player. Amounts are decimal strings of the session's unit. */
export const tableBetViewSchema = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  spot: z.string(),
  stake: z.string(),
  /** Total returned (stake included); "0.00" until settled or lost. */
  payout: z.string(),
  status: z.enum(tableBetStatuses),
  /** Crash: the multiplier ×100 the bet was cashed out at. */
  cashoutAt: z.number().int().optional(),
  /** Crash: the automatic cash-out target ×100. */
  autoCashoutAt: z.number().int().optional(),
});
export type TableBetView = z.infer<typeof tableBetViewSchema>;

/** Amount text as members type it ("10", "2.50"); checked against the unit by the server. */
const amountText = z.string().min(1).max(40);

/**
 * POST /originals/v1/tables/:table/bets. Spots: crash `crash`; baccarat `player`, `banker`,
 * `tie`, `player_pair`, `banker_pair`; roulette `straight:17`, `split:17-20`, `street:13`,
 * `corner:13-17`, `line:13`, `dozen:2`, `column:3`, `red`, `black`, `odd`, `even`, `low`,
 * `high`. One bet per spot per round.
 */
export const placeTableBetRequestSchema = z.object({
  roundId: z.number().int().positive(),
  spot: z.string().min(1).max(20),
  stake: amountText,
  /** Crash only: cash out automatically at this multiplier ×100 (101 = 1.01× or more). */
  autoCashoutAt: z.number().int().optional(),
});
export type PlaceTableBetRequest = z.infer<typeof placeTableBetRequestSchema>;

/** The answer to a bet or a cash-out: the bet and the player's balance after it. */
export const tableBetResultSchema = z.object({
  bet: tableBetViewSchema,
  balance: z.string(),
});
export type TableBetResult = z.infer<typeof tableBetResultSchema>;

/** POST /originals/v1/tables/crash/cashout: cash out at the server's current multiplier. */
export const crashCashoutRequestSchema = z.object({ roundId: z.number().int().positive() });
export type CrashCashoutRequest = z.infer<typeof crashCashoutRequestSchema>;

/** GET /originals/v1/tables/:table/state: everything a page needs to join (or rejoin). */
export const tableStateSchema = z.object({
  table: tableCodeSchema,
  /** The server's clock (epoch ms) when answering, so the page can correct its own. */
  serverTime: z.number(),
  /** The current round (null only before the first round opened). */
  round: tableRoundViewSchema.nullable(),
  /** The last settled rounds, newest first, with their results and seeds. */
  recent: z.array(tableRoundViewSchema),
  /** The player's bets of the current round and of the last settled one. */
  myBets: z.array(tableBetViewSchema),
  balance: z.string(),
  /** The session's unit (brand currency or PLAY). */
  currency: z.string(),
  minStake: z.string(),
  maxStake: z.string(),
});
export type TableState = z.infer<typeof tableStateSchema>;

/** Live events on the table channel (topic `table:<merchantId>:<table>`). */
export type TableEvent =
  | { type: 'round_opened'; round: TableRoundView }
  /** Crash: betting closed, the multiplier rises from `round.startedAt`. */
  | { type: 'round_started'; round: TableRoundView }
  /** Baccarat / roulette: betting closed and the result is drawn. */
  | { type: 'round_result'; round: TableRoundView }
  | { type: 'round_settled'; round: TableRoundView }
  /** Somebody bet; `player` is a masked name. */
  | {
      type: 'bet_placed';
      roundId: number;
      player: string;
      spot: string;
      stake: string;
      currency: string;
    }
  | {
      type: 'cashed_out';
      roundId: number;
      player: string;
      cashoutAt: number;
      payout: string;
      currency: string;
    }
  /** Every 25 s, so the page can tell a live channel from a dead one. */
  | { type: 'ping'; serverTime: number };
