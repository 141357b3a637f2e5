import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

/** Game types (§2, §9). ESPORTS is split out of SPORTS by the vendor codes of §9. */
export const gameTypes = [
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'ARCADE',
] as const;
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

/** §9: vendor codes that make up the ESPORTS category, split out of SPORTS. */
export const esportsVendorCodes = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
/** §9: vendor codes of the COCKFIGHT category. */
export const cockfightVendorCodes = ['DS88', 'DIG'] as const;

export const getGameMenusQuerySchema = z.object({ lang: languageSchema.default('en') });

export const vendorSchema = z.object({
  /** Vendor code (vassalage), e.g. LOBBY, PG, EVO. */
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  /** Logo or card image; the client falls back to a default icon when it fails. */
  iconUrl: z.string(),
  /** `VASSALAGE` opens a game-list popup; `GAME` launches the vendor lobby directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  /** Under maintenance: launching is refused and alternatives are recommended. */
  isMaintenance: z.boolean(),
  /** Active games of this vendor in this category. */
  gameCount: z.number().int(),
  /** Vendor-sorting position; categories follow their first vendor. */
  sort: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const gameCategorySchema = z.object({
  gameType: gameTypeSchema,
  /** Category name in the requested language. */
  title: z.string(),
  vendors: z.array(vendorSchema),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** Categories that have vendors, in vendor-sorting order (top navigation and side menu). */
export const getGameMenusResponseSchema = z.array(gameCategorySchema);
export type GetGameMenusResponse = z.infer<typeof getGameMenusResponseSchema>;
