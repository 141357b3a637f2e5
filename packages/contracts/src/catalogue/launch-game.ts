import { z } from 'zod';
import { languageSchema } from '../common/language.ts';
import { gameTypeSchema } from './get-game-menus.ts';
import { gameSchema, vendorCodeSchema } from './get-games.ts';

/** Path of the game launch (§7.1); a member call (token header). */
export const launchGamePath = '/wps/game/launchGame';

/** A game code as stored in the catalogue (e.g. `lotus-fortune`, `vs20olympgate`). */
export const catalogueGameCodeSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

/**
 * Which game to start: by its catalogue id (`nodeId`), or by vendor and game code. `trial`
 * asks for the free-trial (play money) mode: the game must offer it, and only trial accounts
 * hold play money, so a real account asking for it is refused (game_no_trial). A trial account
 * always plays with play money, flag or not.
 */
export const launchGameRequestSchema = z
  .object({
    nodeId: z.number().int().positive().optional(),
    vassalage: vendorCodeSchema.optional(),
    gameCode: catalogueGameCodeSchema.optional(),
    /** Language the game opens in; the brand's default language when absent. */
    lang: languageSchema.optional(),
    trial: z.boolean().optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.nodeId !== undefined
        ? body.vassalage === undefined && body.gameCode === undefined
        : body.vassalage !== undefined && body.gameCode !== undefined,
    { message: 'Give either nodeId, or both vassalage and gameCode' },
  );
export type LaunchGameRequest = z.infer<typeof launchGameRequestSchema>;

/** How the client shows the game: `frame` = embedded iframe (the /seamless page or the game popup). */
export const launchModeSchema = z.enum(['frame']);

export const launchGameResponseSchema = z.object({
  /** Where the game runs; carries the single-use launch token (relative for in-house games). */
  url: z.string(),
  /** The single-use launch token inside `url` (valid until `expiresAt`, then dead). */
  token: z.string(),
  /** ISO time after which the unused launch token is refused. */
  expiresAt: z.string(),
  /** The wallet unit the game plays in: the brand currency code, or PLAY (trial accounts). */
  unit: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
  /** Game name in the requested language. */
  displayName: z.string(),
  mode: launchModeSchema,
});
export type LaunchGameResponse = z.infer<typeof launchGameResponseSchema>;

/** Most games recommended instead of one under maintenance. */
export const maxMaintenanceAlternatives = 6;

/**
 * `details` of the 409 game_maintenance error (launch): up to 6 playable games of the same
 * category, hot games first.
 */
export const gameMaintenanceDetailsSchema = z.object({
  alternatives: z.array(gameSchema).max(maxMaintenanceAlternatives),
});
export type GameMaintenanceDetails = z.infer<typeof gameMaintenanceDetailsSchema>;
