import type { Db } from '../../../db/client.ts';
import type { Config } from '../../../config.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { ResponsibleGambling } from '../../payments/responsible-gambling.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { PamPort } from './pam-port.ts';
import { createPamLookups } from './pam-lookups.ts';
import { createProviderDirectory } from './pam-provider-directory.ts';
import { addTransaction } from './pam-transactions.ts';
import { createProviderSessions } from './provider-sessions.ts';

export interface ProviderWalletDeps {
  db: Db;
  config: Config;
  events: EventBus;
  wallet: WalletService;
  hmacKey: Buffer;
  responsibleGambling: ResponsibleGambling;
}

/**
 * The provider wallet (Valkyrie PAM API 0.6.0) over the ledger: the same operations serve
 * the HTTP routes under /pam/v1 (after provider authentication) and the in-house games in
 * process. Every answer is the PAM envelope; refusals never throw.
 */
export function createProviderWallet(deps: ProviderWalletDeps): PamPort {
  // one directory for every operation: a call reads its provider from memory
  const providers = createProviderDirectory(deps.db, deps.config.CACHE_TTL_MS);
  const withProviders = { ...deps, providers };
  const sessions = createProviderSessions(withProviders);
  const lookups = createPamLookups(withProviders);
  return {
    getSession: sessions.getSession,
    refreshSession: sessions.refreshSession,
    getBalance: lookups.getBalance,
    getTransactions: lookups.getTransactions,
    getGameRound: lookups.getGameRound,
    addTransaction: (caller, playerId, token, transaction) =>
      addTransaction(withProviders, caller, playerId, token, transaction),
  };
}
