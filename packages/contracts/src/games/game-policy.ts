import { z } from 'zod';

const minorUnits = z.string().regex(/^\d+$/);

/** A brand's game settings; amounts in minor units as decimal strings. */
export const gamePolicySchema = z.object({
  /** Smallest stake of one bet, unless the game sets its own. */
  minStake: minorUnits,
  /** Largest stake of one bet, unless the game sets its own. */
  maxStake: minorUnits,
  /** Largest payout of one bet or round (a win is capped here). */
  maxPayout: minorUnits,
  /** Minutes an unused launch token stays valid. */
  launchTokenMinutes: z.number().int().min(1).max(60),
  /** Minutes a game session accepts new bets; wins and rollbacks are accepted after it. */
  gameSessionMinutes: z
    .number()
    .int()
    .min(5)
    .max(60 * 24),
  /** A win at least this large (minor units) goes on the winner board. */
  winnerBoardMinWin: minorUnits,
});
export type GamePolicy = z.infer<typeof gamePolicySchema>;

export const defaultGamePolicy: GamePolicy = {
  minStake: '100',
  maxStake: '1000000',
  maxPayout: '100000000',
  launchTokenMinutes: 5,
  gameSessionMinutes: 12 * 60,
  winnerBoardMinWin: '10000',
};

/** The effective policy of a brand: its stored overrides over the defaults. */
export function resolveGamePolicy(stored: Partial<GamePolicy> | null | undefined): GamePolicy {
  return { ...defaultGamePolicy, ...(stored ?? {}) };
}
