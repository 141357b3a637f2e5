import { z } from 'zod';
import { languageSchema } from '../common/language.ts';
import { gameTypeSchema } from './get-game-menus.ts';

export const getGamesQuerySchema = z.object({
  gameType: gameTypeSchema.optional(),
  vassalage: z.string().max(32).optional(),
  hot: z.enum(['1']).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  lang: languageSchema.default('en'),
});
export type GetGamesQuery = z.infer<typeof getGamesQuerySchema>;

export const gameSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  displayName: z.string(),
  isGame: z.enum(['VASSALAGE', 'GAME']),
  /** 1 shows the hot badge. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  lagerIcon: z.string().nullable(),
  showIcon: z.string().nullable(),
  iconUrl: z.string(),
  isMaintenance: z.boolean(),
  /** Free-play (trial) available. */
  hasTrial: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const getGamesResponseSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GetGamesResponse = z.infer<typeof getGamesResponseSchema>;
