import type { Db } from '../../../db/client.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { PamPort } from './pam-port.ts';
import { createSessionDirectory } from './pam-call-context.ts';
import { createRoundCalls } from './pam-call-batch.ts';
import { createPamLookups } from './pam-lookups.ts';
import { createProviderDirectory } from './pam-provider-directory.ts';
import { addTransaction } from './pam-transactions.ts';
import { createProviderSessions } from './provider-sessions.ts';

export interface ProviderWalletDeps {
  db: Db;
  /** How long the provider directory keeps a provider in memory. */
  cacheTtlMs: number;
  /** Bets and wins at the database at once; 0: each alone (pam-call-batch.ts). */
  batchLanes: number;
  events: EventBus;
  wallet: WalletService;
  hmacKey: Buffer;
}

/**
 * The provider wallet (Valkyrie PAM API 0.6.0) over the ledger: the same operations serve
 * the HTTP routes under /pam/v1 (after provider authentication) and the in-house games in
 * process. Every answer is the PAM envelope; refusals never throw.
 */
export function createProviderWallet(deps: ProviderWalletDeps): PamPort {
  // one directory for every operation: a call reads its provider from memory
  const providers = createProviderDirectory(deps.db, deps.cacheTtlMs);
  const sessions = createSessionDirectory(deps.db, deps.cacheTtlMs);
  const rounds = createRoundCalls(deps.db, deps.batchLanes);
  const withProviders = { ...deps, providers, sessions, rounds };
  const sessionCalls = createProviderSessions(withProviders);
  const lookups = createPamLookups(withProviders);
  return {
    getSession: sessionCalls.getSession,
    refreshSession: sessionCalls.refreshSession,
    getBalance: lookups.getBalance,
    getTransactions: lookups.getTransactions,
    getGameRound: lookups.getGameRound,
    addTransaction: (caller, playerId, token, transaction) =>
      addTransaction(withProviders, caller, playerId, token, transaction),
  };
}
