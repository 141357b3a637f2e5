import type { PamErrorCode, PamResponse, PamTransaction } from '@lobby/contracts';
import { playMoneyUnit } from './pam-amounts.ts';

/**
 * The PAM document allows only ISO 4217 codes (`^[A-Z]{3}$`): on the wire, play money is
 * `XXX`, ISO's own code for "no currency". In process it stays PLAY.
 */
export const playMoneyWireCurrency = 'XXX';

/** A unit as a currency on the wire. */
export function wireCurrency(unit: string): string {
  return unit === playMoneyUnit ? playMoneyWireCurrency : unit;
}

/** A currency from the wire as a wallet unit. */
export function unitOfWireCurrency(currency: string): string {
  return currency === playMoneyWireCurrency ? playMoneyUnit : currency;
}

/** The document's languages are two upper-case letters (`EN`); sessions store `en`. */
export function wireLanguage(language: string): string {
  return language.slice(0, 2).toUpperCase();
}

/** An answer in the wire's codes (currency and language); nothing else changes. */
export function toWire(response: PamResponse): PamResponse {
  const wire: PamResponse = { ...response };
  if (response.session) {
    wire.session = {
      ...response.session,
      currency: wireCurrency(response.session.currency),
      language: wireLanguage(response.session.language),
    };
  }
  if (response.transactions) {
    wire.transactions = response.transactions.map((transaction) => ({
      ...transaction,
      currency: wireCurrency(transaction.currency),
    }));
  }
  return wire;
}

/** A transaction from the wire in Lobby's units. */
export function fromWire(transaction: PamTransaction): PamTransaction {
  return { ...transaction, currency: unitOfWireCurrency(transaction.currency) };
}

/** Refusals that are the HTTP layer's: bad credentials or session (401), bad request (400). */
const httpStatusOfCode: Partial<Record<PamErrorCode, number>> = {
  PAM_ERR_API_TOKEN: 401,
  PAM_ERR_SESSION_NOT_FOUND: 401,
  PAM_ERR_SESSION_EXPIRED: 401,
  PAM_ERR_MISSING_PROVIDER: 400,
  PAM_ERR_UNDEFINED: 400,
};

/**
 * The HTTP status of an answer. Business refusals are 200 with status ERROR, as the document
 * says; authentication and session refusals are its 401. A malformed request (Lobby answers
 * PAM_ERR_UNDEFINED only to a request it cannot accept as formed, or a missing provider) is
 * 400 where the document declares a 400 for the operation (getTransactions, addTransaction),
 * else the 200 ERROR envelope every operation declares.
 */
export function httpStatusOf(response: PamResponse, declaresBadRequest: boolean): number {
  if (response.status === 'OK' || !response.error) return 200;
  const status = httpStatusOfCode[response.error.code] ?? 200;
  return status === 400 && !declaresBadRequest ? 200 : status;
}
