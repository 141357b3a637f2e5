import { z } from 'zod';

/** Paths of the in-house games' server (the "provider" side of Lobby Originals). */
export const originalsPaths = {
  session: '/originals/v1/session',
} as const;

/** Header carrying the game session token on every in-house game call. */
export const playerTokenHeader = 'x-player-token';

export const startPlaySessionBodySchema = z.object({
  /** The single-use launch token from the launch URL. */
  token: z.string().min(32).max(64),
  gameCode: z.string().regex(/^[a-z0-9-]{1,40}$/),
});
export type StartPlaySessionBody = z.infer<typeof startPlaySessionBodySchema>;

export const playSessionSchema = z.object({
  token: z.string(),
  playerId: z.string(),
  /** The wallet unit: the brand currency code, or PLAY for trial play money. */
  currency: z.string(),
  language: z.string(),
});
export type PlaySessionView = z.infer<typeof playSessionSchema>;
