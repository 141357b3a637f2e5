/**
 * The wallet module's public face. It alone writes and reads the ledger tables: other
 * modules move money through `WalletService` (`transact`, `post`) and read balances through
 * it, never by SQL of their own.
 */
export {
  createWalletService,
  postWithinTransaction,
  type MemberBalances,
  type MoneyTransaction,
  type WalletService,
} from './wallet.service.ts';
export type { AccountRef, HouseAccountKind, MemberAccountKind } from './ledger-accounts.ts';
export { accountRefKey, houseShards } from './ledger-accounts.ts';
export type { Leg, PostRequest, PostedTransaction } from './ledger.ts';
export { ledgerReads, type MemberAccountRef } from './ledger-reads.ts';
export { ensureTrialFunding, trialFundingKey } from './trial-funding.service.ts';
export { walletModule, type WalletModuleDeps } from './wallet.module.ts';
export type { ContractRequestLookup } from './wallet-views.service.ts';
export {
  createTeamHistory,
  type TeamHistory,
  type TeamHistoryOrder,
  type TeamHistoryQuery,
  type TeamHistoryRow,
} from './team-history.ts';
