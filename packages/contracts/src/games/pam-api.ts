import { z } from 'zod';

/**
 * The operator wallet contract Lobby speaks to game providers: the Valkyrie PAM API 0.6.0
 * (valkyrie-fnd/valkyrie, pam/pam_api.yml; a copy sits in apps/server/test/fixtures). These
 * schemas follow that document; the provider wallet tests check Lobby's answers against it.
 */

export const pamTransactionTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'CANCEL',
  'PROMODEPOSIT',
  'PROMOWITHDRAW',
  'PROMOCANCEL',
] as const;
export const pamTransactionTypeSchema = z.enum(pamTransactionTypes);
export type PamTransactionType = z.infer<typeof pamTransactionTypeSchema>;

export const pamErrorCodes = [
  'PAM_ERR_UNDEFINED',
  'PAM_ERR_ACC_NOT_FOUND',
  'PAM_ERR_GAME_NOT_FOUND',
  'PAM_ERR_ROUND_NOT_FOUND',
  'PAM_ERR_TRANS_NOT_FOUND',
  'PAM_ERR_CASH_OVERDRAFT',
  'PAM_ERR_BONUS_OVERDRAFT',
  'PAM_ERR_SESSION_NOT_FOUND',
  'PAM_ERR_SESSION_EXPIRED',
  'PAM_ERR_MISSING_PROVIDER',
  'PAM_ERR_TRANS_CURRENCY',
  'PAM_ERR_NEGATIVE_STAKE',
  'PAM_ERR_CANCEL_NOT_FOUND',
  'PAM_ERR_TRANS_ALREADY_CANCELLED',
  'PAM_ERR_CANCEL_NON_WITHDRAW',
  'PAM_ERR_BET_NOT_ALLOWED',
  'PAM_ERR_PLAYER_NOT_FOUND',
  'PAM_ERR_API_TOKEN',
  'PAM_ERR_TRANS_ALREADY_SETTLED',
  'PAM_ERR_DUPLICATE_TRANS',
  'PAM_ERR_PROMO_OVERDRAFT',
  'PAM_ERR_TIMEOUT',
] as const;
export const pamErrorCodeSchema = z.enum(pamErrorCodes);
export type PamErrorCode = z.infer<typeof pamErrorCodeSchema>;

const id40 = z.string().min(1).max(40);
/** Amount in the currency, at most 6 decimals (the PAM API's `Amount`). */
export const pamAmountSchema = z.number().finite();

export const pamTransactionSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  provider: z.string().min(1).max(64),
  transactionType: pamTransactionTypeSchema,
  cashAmount: pamAmountSchema,
  bonusAmount: pamAmountSchema,
  promoAmount: pamAmountSchema,
  transactionDateTime: z.string().datetime({ offset: true }),
  providerTransactionId: id40,
  providerBetRef: id40.optional(),
  providerGameId: id40.optional(),
  providerRoundId: id40.optional(),
  betCode: z.string().max(64).optional(),
  isGameOver: z.boolean().optional(),
  promos: z.array(z.record(z.string(), z.unknown())).optional(),
  jackpots: z.array(z.record(z.string(), z.unknown())).optional(),
  tip: z.object({ tipAmount: pamAmountSchema.optional() }).optional(),
  roundTransactions: z
    .array(
      z.object({
        providerTransactionId: id40.optional(),
        transactionDateTime: z.string().optional(),
        cashAmount: pamAmountSchema.optional(),
        isGameOver: z.boolean().optional(),
        jackpotContribution: pamAmountSchema.optional(),
      }),
    )
    .optional(),
});
export type PamTransaction = z.infer<typeof pamTransactionSchema>;

export const pamBalanceSchema = z.object({
  cashAmount: z.number(),
  bonusAmount: z.number(),
  promoAmount: z.number(),
});
export type PamBalance = z.infer<typeof pamBalanceSchema>;

export const pamErrorSchema = z.object({ code: pamErrorCodeSchema, message: z.string() });
export type PamError = z.infer<typeof pamErrorSchema>;

export const pamSessionSchema = z.object({
  playerId: z.string(),
  token: z.string(),
  currency: z.string(),
  country: z.string(),
  language: z.string(),
  gameId: z.string().optional(),
});
export type PamSession = z.infer<typeof pamSessionSchema>;

export const pamGameRoundSchema = z.object({
  providerGameId: z.string(),
  providerRoundId: z.string(),
  startTime: z.string(),
  endTime: z.string().optional(),
});
export type PamGameRound = z.infer<typeof pamGameRoundSchema>;

/** Every PAM answer: status OK with the entity, or ERROR with the error (and often a balance). */
export interface PamResponse {
  status: 'OK' | 'ERROR';
  error?: PamError;
  balance?: PamBalance;
  session?: PamSession;
  transactionResult?: { transactionId?: string; balance?: PamBalance };
  transactions?: PamTransaction[];
  gameround?: PamGameRound;
}

/**
 * `PamResponse` as a schema: the whole body of every PAM answer (the PAM API has its own
 * envelope, not `{ success, value }`), for the docs and for clients that check what they get.
 */
export const pamResponseSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  error: pamErrorSchema.optional(),
  balance: pamBalanceSchema.optional(),
  session: pamSessionSchema.optional(),
  transactionResult: z
    .object({ transactionId: z.string().optional(), balance: pamBalanceSchema.optional() })
    .optional(),
  transactions: z.array(pamTransactionSchema).optional(),
  gameround: pamGameRoundSchema.optional(),
});
/** Headers of the PAM API. */
export const pamHeaders = {
  playerToken: 'x-player-token',
  correlationId: 'x-correlation-id',
  /** Lobby's addition for providers that sign: hex HMAC-SHA256 of the raw body. */
  signature: 'x-signature',
} as const;

/** The docs group of the PAM API. */
export const pamApiTag = 'provider wallet (PAM API 0.6.0)';

/** Where the PAM API is mounted. */
export const pamBasePath = '/pam/v1';

/** Paths of the PAM API operations; every call names its caller as `?provider=`. */
export const pamPaths = {
  session: `${pamBasePath}/players/session`,
  balance: `${pamBasePath}/players/:playerId/balance`,
  transactions: `${pamBasePath}/players/:playerId/transactions`,
  gameRound: `${pamBasePath}/players/:playerId/gamerounds/:providerGameRoundId`,
} as const;
