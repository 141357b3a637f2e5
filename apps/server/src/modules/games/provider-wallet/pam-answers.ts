import type { PamBalance, PamErrorCode, PamResponse } from '@lobby/contracts';
import { minorToPamAmount } from './pam-amounts.ts';

/** What each refusal says when the caller gives no more specific text. */
const defaultMessages: Record<PamErrorCode, string> = {
  PAM_ERR_UNDEFINED: 'request not accepted',
  PAM_ERR_ACC_NOT_FOUND: 'account not found',
  PAM_ERR_GAME_NOT_FOUND: 'game not found',
  PAM_ERR_ROUND_NOT_FOUND: 'game round not found',
  PAM_ERR_TRANS_NOT_FOUND: 'transaction or game round not found',
  PAM_ERR_CASH_OVERDRAFT: 'not enough funds',
  PAM_ERR_BONUS_OVERDRAFT: 'no bonus funds',
  PAM_ERR_SESSION_NOT_FOUND: 'session not found',
  PAM_ERR_SESSION_EXPIRED: 'session expired',
  PAM_ERR_MISSING_PROVIDER: 'provider missing or unknown',
  PAM_ERR_TRANS_CURRENCY: 'currency does not match the session',
  PAM_ERR_NEGATIVE_STAKE: 'amount is negative',
  PAM_ERR_CANCEL_NOT_FOUND: 'transaction to cancel not found',
  PAM_ERR_TRANS_ALREADY_CANCELLED: 'transaction already cancelled',
  PAM_ERR_CANCEL_NON_WITHDRAW: 'only a withdraw can be cancelled',
  PAM_ERR_BET_NOT_ALLOWED: 'bet not allowed',
  PAM_ERR_PLAYER_NOT_FOUND: 'player not found',
  PAM_ERR_API_TOKEN: 'invalid api token',
  PAM_ERR_TRANS_ALREADY_SETTLED: 'round already settled',
  PAM_ERR_DUPLICATE_TRANS: 'transaction id already used with other content',
  PAM_ERR_PROMO_OVERDRAFT: 'no promo funds',
  PAM_ERR_TIMEOUT: 'timeout',
};

/**
 * A refusal on its way out: thrown inside the provider wallet (rolling back whatever the
 * money transaction wrote) and returned as the PAM envelope at the port's edge.
 */
export class PamRefusal extends Error {
  readonly response: PamResponse;
  constructor(code: PamErrorCode, options: { message?: string; balance?: PamBalance } = {}) {
    super(options.message ?? defaultMessages[code]);
    this.name = 'PamRefusal';
    this.response = pamFailure(code, options);
  }
}

/** The ERROR envelope; a balance rides in `transactionResult` as addTransaction answers it. */
export function pamFailure(
  code: PamErrorCode,
  options: { message?: string; balance?: PamBalance } = {},
): PamResponse {
  return {
    status: 'ERROR',
    error: { code, message: options.message ?? defaultMessages[code] },
    ...(options.balance ? { transactionResult: { balance: options.balance } } : {}),
  };
}

/** Lobby keeps one cash wallet per game: bonus and promo balances are always zero. */
export function cashBalance(minor: bigint, decimals: number): PamBalance {
  return { cashAmount: minorToPamAmount(minor, decimals), bonusAmount: 0, promoAmount: 0 };
}

/** Runs an operation, turning a refusal into its envelope. */
export async function answering(operation: () => Promise<PamResponse>): Promise<PamResponse> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof PamRefusal) return error.response;
    throw error;
  }
}

/** An error code the database answered, as the PAM type (an unknown one is a bug). */
export function pamCodeOf(code: string): PamErrorCode {
  if (!Object.hasOwn(defaultMessages, code))
    throw new Error(`the database answered an unknown PAM code ${code}`);
  return code as PamErrorCode;
}
