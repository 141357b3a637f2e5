import { z } from 'zod';
import { languageSchema } from '../common/language.ts';
import { gameTypeSchema } from './get-game-menus.ts';

/** Largest page the game list serves. */
export const maxGamesPageSize = 100;
/** Highest page number accepted; far beyond any catalogue, it keeps offsets sane. */
export const maxGamesPageNo = 100_000;

/** A vendor code (vassalage); anything else is refused before it reaches a query. */
export const vendorCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** Clients send empty parameters (`gameType=&vassalage=`) for "no filter". */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<T> | undefined)));

export const getGamesQuerySchema = z.object({
  /** Filter by game type; ESPORTS and COCKFIGHT include vendors split out of SPORTS. */
  gameType: blankAsAbsent(gameTypeSchema),
  /** Filter by vendor code (letters, digits, `_` and `-`, e.g. TCG_LOTTO_VN). */
  vassalage: blankAsAbsent(vendorCodeSchema),
  /** `1` lists only hot games; `0` or absent lists all. */
  hot: blankAsAbsent(z.enum(['0', '1'])),
  pageNo: z.coerce.number().int().min(1).max(maxGamesPageNo).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxGamesPageSize).default(20),
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

/** One page of games; `totalPages` is 0 when nothing matches, and a page past the end is empty. */
export const getGamesResponseSchema = z.object({
  content: z.array(gameSchema),
  /** The page served (1-based), as requested. */
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GetGamesResponse = z.infer<typeof getGamesResponseSchema>;
