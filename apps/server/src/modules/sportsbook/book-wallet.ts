import { createHash } from 'node:crypto';
import type { OriginalsWallet, WalletLeg, WalletPlayer } from '../originals/index.ts';

/** The vendor codes of the book (docs/sportsbook.md "Vendors") and their one catalogue game. */
export const bookVendors = {
  sports: { vendor: 'LOBBYSB', gameCode: 'sportsbook' },
  esports: { vendor: 'LOBBYES', gameCode: 'esports' },
} as const;
export const bookGameCodes: readonly string[] = ['sportsbook', 'esports'];

export function vendorOf(isEsports: boolean) {
  return isEsports ? bookVendors.esports : bookVendors.sports;
}

/**
 * The stake's provider transaction id (and round id): fixed by the member and the slip's
 * request id, so a repeated or concurrent placement debits once. 35 characters.
 */
export function stakeTransactionId(merchantId: number, memberId: number, requestId: string) {
  const digest = createHash('sha256')
    .update(`${merchantId}:${memberId}:${requestId}`)
    .digest('hex');
  return `sb-${digest.slice(0, 32)}`;
}

/** The n-th settlement posting of a bet (a payout, a re-settlement difference, a cash-out). */
export function postingTransactionId(stakeId: string, n: number) {
  return `${stakeId}-${n}`;
}

/** The wallet leg of a bet's stake or one of its postings. */
export function bookLeg(
  stakeId: string,
  transactionId: string,
  amount: bigint,
  decimals: number,
  isEsports: boolean,
): WalletLeg {
  return {
    transactionId,
    amount,
    decimals,
    providerRoundId: stakeId,
    gameCode: vendorOf(isEsports).gameCode,
    providerBetRef: stakeId,
  };
}

export type BookWallet = OriginalsWallet;
export type { WalletPlayer };
