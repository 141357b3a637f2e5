import { z } from 'zod';
import { languageSchema } from '../common/language.ts';
import { gameTypeSchema } from './get-game-menus.ts';

/** §9: the winner board shows at most 20 entries. */
export const maxWinnerBoardEntries = 20;

export const getWinnerBoardQuerySchema = z.object({
  /** `ALL`, or one game type to show only its wins. */
  gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(maxWinnerBoardEntries).default(20),
  lang: languageSchema.default('en'),
});
export type GetWinnerBoardQuery = z.infer<typeof getWinnerBoardQuerySchema>;

export const winnerEntrySchema = z.object({
  /** Masked member name, e.g. `ja***42`. */
  customerName: z.string(),
  /** Game name in the requested language. */
  gameName: z.string(),
  /** The game won, to start it on click. */
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  /** Category of the game (ESPORTS and COCKFIGHT already split out of SPORTS). */
  gameType: gameTypeSchema,
  /** Decimal string in the brand currency, e.g. `"12500.50"`. */
  winAmount: z.string(),
  currencySymbol: z.string(),
  /** ISO time of the win. */
  wonAt: z.string(),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

export const getWinnerBoardResponseSchema = z.array(winnerEntrySchema);
export type GetWinnerBoardResponse = z.infer<typeof getWinnerBoardResponseSchema>;
