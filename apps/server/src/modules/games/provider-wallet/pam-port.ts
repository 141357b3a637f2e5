import type { PamResponse, PamTransaction } from '@lobby/contracts';

/** Who is calling the provider wallet: a brand and one of its game providers (by code). */
export interface PamCaller {
  merchantId: number;
  providerCode: string;
  correlationId?: string;
}

/**
 * The provider wallet contract (Valkyrie PAM API 0.6.0) as operations. The HTTP routes under
 * /pam/v1 call these after authenticating the provider; the in-house games call them in
 * process as provider `LobbyOriginals`. Every answer is the PAM envelope: business refusals
 * are `status: ERROR` with a PAM error code (and the balance where the API gives one), never
 * an exception. Amounts are in the session's currency (PLAY for trial play money).
 */
export interface PamPort {
  getSession(caller: PamCaller, sessionToken: string): Promise<PamResponse>;
  /** Exchanges a token for a new one; the old one stops working (single-use launch tokens). */
  refreshSession(caller: PamCaller, sessionToken: string): Promise<PamResponse>;
  getBalance(caller: PamCaller, playerId: string, sessionToken: string): Promise<PamResponse>;
  addTransaction(
    caller: PamCaller,
    playerId: string,
    sessionToken: string,
    transaction: PamTransaction,
  ): Promise<PamResponse>;
  getTransactions(
    caller: PamCaller,
    playerId: string,
    sessionToken: string,
    lookup: { providerTransactionId?: string; providerBetRef?: string },
  ): Promise<PamResponse>;
  getGameRound(
    caller: PamCaller,
    playerId: string,
    sessionToken: string,
    providerRoundId: string,
  ): Promise<PamResponse>;
}

/** The provider code of the in-house games. */
export const originalsProviderCode = 'LobbyOriginals';
