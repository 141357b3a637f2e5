import { z } from 'zod';

/**
 * The sandbox RGS: a stand-in remote game provider (a prize wheel for every sandbox vendor),
 * on only with SANDBOX_GATEWAY. Its game screen calls this small API of its own; the RGS
 * reaches Lobby's wallet only through the public PAM API, like any outside provider.
 */

/** Where the stand-in RGS is mounted. */
export const sandboxRgsBasePath = '/sandbox-rgs/v1';

/** Paths of the stand-in RGS; `play` and `balance` carry its session token (X-Player-Token). */
export const sandboxRgsPaths = {
  session: `${sandboxRgsBasePath}/session`,
  play: `${sandboxRgsBasePath}/play`,
  balance: `${sandboxRgsBasePath}/balance`,
} as const;

/** The docs group of the stand-in RGS. */
export const sandboxRgsTag = 'sandbox RGS (stand-in provider)';

/** The launch token from the launch URL, with the vendor and game it was issued for. */
export const startSandboxRgsSessionBodySchema = z.object({
  token: z.string().min(1).max(200),
  vendor: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  game: z.string().min(1).max(100),
});
export type StartSandboxRgsSessionBody = z.infer<typeof startSandboxRgsSessionBodySchema>;

/** Amounts the stand-in shows: in the player's unit, with two decimals (`12.50`). */
const sandboxAmountSchema = z.string();

export const sandboxRgsSessionSchema = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  vendor: z.string(),
  game: z.string(),
  /** The brand currency, or PLAY for play money. */
  unit: z.string(),
  balance: sandboxAmountSchema,
});
export type SandboxRgsSession = z.infer<typeof sandboxRgsSessionSchema>;

/** One spin: the stake in the player's unit and an id that makes a retry harmless. */
export const sandboxRgsPlayBodySchema = z.object({
  stake: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  requestId: z.string().uuid(),
});
export type SandboxRgsPlayBody = z.infer<typeof sandboxRgsPlayBodySchema>;

export const sandboxRgsBalanceSchema = z.object({
  unit: z.string(),
  balance: sandboxAmountSchema,
});
export type SandboxRgsBalance = z.infer<typeof sandboxRgsBalanceSchema>;

export const sandboxRgsSpinSchema = sandboxRgsBalanceSchema.extend({
  stake: sandboxAmountSchema,
  /** The wheel segment the spin stopped on. */
  segment: z.number().int(),
  /** The segment's multiplier, two decimals (`1.50`). */
  multiplier: z.string(),
  win: sandboxAmountSchema,
});
export type SandboxRgsSpin = z.infer<typeof sandboxRgsSpinSchema>;
