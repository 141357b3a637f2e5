import { testConfig } from '../../../../config.ts';
import type { Db } from '../../../../db/client.ts';
import { createLocalEventBus, type EventBus } from '../../../../platform/event-bus.ts';
import { loadHmacKey } from '../../../../platform/server-secrets.ts';
import { createWalletService, type WalletService } from '../../../wallet/index.ts';
import { createProviderWallet } from '../provider-wallet.service.ts';

/**
 * A provider wallet over a test database, with its own local event bus to watch; lookups are
 * read on every call unless `cacheTtlMs` says otherwise.
 */
export async function providerWalletFor(
  db: Db,
  cacheTtlMs = testConfig().CACHE_TTL_MS,
): Promise<{
  pam: ReturnType<typeof createProviderWallet>;
  events: EventBus;
  hmacKey: Buffer;
  wallet: WalletService;
}> {
  const events = createLocalEventBus();
  const hmacKey = await loadHmacKey(db, undefined);
  const wallet = createWalletService({ db, events });
  const pam = createProviderWallet({
    db,
    cacheTtlMs,
    events,
    wallet,
    hmacKey,
  });
  return { pam, events, hmacKey, wallet };
}
