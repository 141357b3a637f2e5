import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

export const getWinnerBoardQuerySchema = z.object({
  gameCategory: z.string().default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(20).default(20),
  lang: languageSchema.default('en'),
});

export const winnerEntrySchema = z.object({
  /** Masked member name, e.g. `ja***42`. */
  customerName: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  /** Decimal string in the brand currency. */
  winAmount: z.string(),
  currencySymbol: z.string(),
  wonAt: z.string(),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

export const getWinnerBoardResponseSchema = z.array(winnerEntrySchema);
export type GetWinnerBoardResponse = z.infer<typeof getWinnerBoardResponseSchema>;
