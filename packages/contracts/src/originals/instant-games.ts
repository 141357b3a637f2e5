import { z } from 'zod';
import { fairnessUsedSchema } from './fairness.ts';

/** Paths of the in-house instant games (X-Player-Token). */
export const instantGamePaths = {
  slotSpin: '/originals/v1/slots/:gameCode/spin',
  diceRoll: '/originals/v1/dice/roll',
  plinkoDrop: '/originals/v1/plinko/drop',
  minesStart: '/originals/v1/mines/start',
  minesReveal: '/originals/v1/mines/reveal',
  minesCashout: '/originals/v1/mines/cashout',
  minesActive: '/originals/v1/mines/active',
  balance: '/originals/v1/balance',
} as const;

/** The slot of a spin, by its game code (`lotus-fortune`); an unknown one is game_not_found. */
export const slotSpinParamsSchema = z.object({ gameCode: z.string().max(40) });

/** Cashing out mines needs nothing but the session: the body is empty or `{}`. */
export const minesCashoutBodySchema = z.object({}).optional();

/** GET /originals/v1/balance: the player's balance in the session's unit. */
export const playBalanceSchema = z.object({ balance: z.string(), currency: z.string() });
export type PlayBalance = z.infer<typeof playBalanceSchema>;

/** The slot games of Lobby Originals. */
export const slotGameCodes = ['lotus-fortune', 'jade-dragon'] as const;
export const slotGameCodeSchema = z.enum(slotGameCodes);
export type SlotGameCode = z.infer<typeof slotGameCodeSchema>;

/** Every instant game code (slots, dice, plinko, mines). */
export const instantGameCodes = [...slotGameCodes, 'dice', 'plinko', 'mines'] as const;
export type InstantGameCode = (typeof instantGameCodes)[number];

/**
 * The client's id of one play request: a replay with the same id returns the same play and
 * moves no money again (a double click or a retry after a lost answer).
 */
export const playRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A stake as the player types it, in the session's unit: a positive decimal string. */
const stakeSchema = z.string().max(40);
/** A money amount in the session's unit as a decimal string. */
const amountSchema = z.string();

export const slotSpinRequestSchema = z.object({
  requestId: playRequestIdSchema,
  stake: stakeSchema,
});
export type SlotSpinRequest = z.infer<typeof slotSpinRequestSchema>;

export const diceDirections = ['over', 'under'] as const;
export type DiceDirection = (typeof diceDirections)[number];

export const diceRollRequestSchema = z.object({
  requestId: playRequestIdSchema,
  stake: stakeSchema,
  /** The target in hundredths (0–9999 stands for 0.00–99.99); its range is checked by the game. */
  target: z.number().int(),
  direction: z.enum(diceDirections),
});
export type DiceRollRequest = z.infer<typeof diceRollRequestSchema>;

export const plinkoRisks = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof plinkoRisks)[number];

export const plinkoDropRequestSchema = z.object({
  requestId: playRequestIdSchema,
  stake: stakeSchema,
  /** Rows of pegs; the game accepts 8–16. */
  rows: z.number().int(),
  risk: z.enum(plinkoRisks),
});
export type PlinkoDropRequest = z.infer<typeof plinkoDropRequestSchema>;

export const minesStartRequestSchema = z.object({
  requestId: playRequestIdSchema,
  stake: stakeSchema,
  /** Mines on the 5×5 board; the game accepts 1–24. */
  mines: z.number().int(),
});
export type MinesStartRequest = z.infer<typeof minesStartRequestSchema>;

export const minesRevealRequestSchema = z.object({
  /** The cell to open, 0–24 (row × 5 + column). */
  cell: z.number().int(),
});
export type MinesRevealRequest = z.infer<typeof minesRevealRequestSchema>;

/** A winning payline of a slot spin. */
export const slotLineWinSchema = z.object({
  /** Index of the payline in the game's line list. */
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  /** The win of this line in the session's unit. */
  win: amountSchema,
  /** The cells of the win as [reel, row] pairs. */
  cells: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SlotLineWin = z.infer<typeof slotLineWinSchema>;

/** One spin's screen: the 5×3 window and what it paid. */
export const slotScreenSchema = z.object({
  /** Symbols per reel, top to bottom. */
  window: z.array(z.array(z.string())),
  lineWins: z.array(slotLineWinSchema),
  /** Scatter win of this screen in the session's unit ("0" when none). */
  scatterWin: amountSchema,
  /** Everything this screen paid in the session's unit. */
  win: amountSchema,
});
export type SlotScreen = z.infer<typeof slotScreenSchema>;

export const slotOutcomeSchema = z.object({
  base: slotScreenSchema,
  /** The free spins the base spin triggered (empty when none), each with its own screen. */
  freeSpins: z.array(slotScreenSchema),
  /** Multiplier applied to free-spin wins. */
  freeSpinMultiplier: z.number(),
});
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

export const diceOutcomeSchema = z.object({
  /** The roll in hundredths: 0–9999 stands for 0.00–99.99. */
  roll: z.number().int(),
  target: z.number().int(),
  direction: z.enum(diceDirections),
  isWin: z.boolean(),
  /** The payout multiplier of the bet as a decimal string, e.g. "1.98". */
  multiplier: z.string(),
});
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;

export const plinkoOutcomeSchema = z.object({
  rows: z.number().int(),
  risk: z.enum(plinkoRisks),
  /** The ball's way down: 0 = left, 1 = right, one per row. */
  path: z.array(z.number().int()),
  /** The bucket it landed in, 0 … rows. */
  slot: z.number().int(),
  multiplier: z.string(),
});
export type PlinkoOutcome = z.infer<typeof plinkoOutcomeSchema>;

/** What every instant play answers: the money, the new balance and the seeds used. */
function playResultSchema<T extends z.ZodType>(outcome: T) {
  return z.object({
    roundId: z.string(),
    gameCode: z.string(),
    stake: amountSchema,
    /** Total returned to the player (0 on a loss, stake included on a win). */
    payout: amountSchema,
    /** The player's balance after the play, in `currency`. */
    balance: amountSchema,
    /** The session's unit: the brand currency, or PLAY for play money. */
    currency: z.string(),
    fairness: fairnessUsedSchema,
    outcome,
  });
}

export const slotSpinResultSchema = playResultSchema(slotOutcomeSchema);
export type SlotSpinResult = z.infer<typeof slotSpinResultSchema>;
export const diceRollResultSchema = playResultSchema(diceOutcomeSchema);
export type DiceRollResult = z.infer<typeof diceRollResultSchema>;
export const plinkoDropResultSchema = playResultSchema(plinkoOutcomeSchema);
export type PlinkoDropResult = z.infer<typeof plinkoDropResultSchema>;

export const minesGameStatuses = ['active', 'cashed_out', 'busted'] as const;
export type MinesGameStatus = (typeof minesGameStatuses)[number];

/** A mines game as the player may see it: mine cells only once it is over. */
export const minesGameSchema = z.object({
  roundId: z.string(),
  status: z.enum(minesGameStatuses),
  stake: amountSchema,
  mines: z.number().int(),
  /** Safe cells opened so far, in the order opened. */
  revealed: z.array(z.number().int()),
  /** The multiplier a cash-out pays now ("1" before the first cell). */
  multiplier: z.string(),
  /** The multiplier after one more safe cell; absent when no safe cell is left. */
  nextMultiplier: z.string().optional(),
  /** What a cash-out pays now, or what the finished game paid. */
  payout: amountSchema,
  /** The mine that ended a busted game. */
  hitCell: z.number().int().optional(),
  /** Where the mines were; shown once the game is over. */
  mineCells: z.array(z.number().int()).optional(),
});
export type MinesGame = z.infer<typeof minesGameSchema>;

export const minesPlayResultSchema = z.object({
  game: minesGameSchema,
  balance: amountSchema,
  currency: z.string(),
  fairness: fairnessUsedSchema,
});
export type MinesPlayResult = z.infer<typeof minesPlayResultSchema>;

/** GET /originals/v1/mines/active: the game in progress, if any. */
export const minesActiveResultSchema = z.object({
  game: minesGameSchema.nullable(),
  balance: amountSchema,
  currency: z.string(),
  fairness: fairnessUsedSchema.optional(),
});
export type MinesActiveResult = z.infer<typeof minesActiveResultSchema>;
