import type { PamResponse } from '@lobby/contracts';
import { testConfig } from '../../../../config.ts';
import type { Db } from '../../../../db/client.ts';
import { createLocalEventBus, type EventBus } from '../../../../platform/event-bus.ts';
import { loadHmacKey } from '../../../../platform/server-secrets.ts';
import { createWalletService, type WalletService } from '../../../wallet/index.ts';
import { demoMerchantId, memberIdOf } from '../../../wallet/testing/wallet-kit.ts';
import { originalsProviderCode, type PamCaller } from '../pam-port.ts';
import { createProviderWallet } from '../provider-wallet.service.ts';
import { openGameSession } from './pam-kit.ts';

/**
 * A provider wallet over a test database, with its own local event bus to watch; lookups are
 * read on every call unless `cacheTtlMs` says otherwise, and bets and wins are batched on
 * PostgreSQL as the configuration's default says unless `batchLanes` does.
 */
export async function providerWalletFor(
  db: Db,
  cacheTtlMs = testConfig().CACHE_TTL_MS,
  batchLanes = testConfig().PAM_BATCH_LANES,
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
    batchLanes,
    events,
    wallet,
    hmacKey,
  });
  return { pam, events, hmacKey, wallet };
}

/** What a PAM answer comes to in one word: its error code, else its status. */
export const pamCodeOf = (answer: PamResponse) => answer.error?.code ?? answer.status;
/** The cash balance a PAM answer carries, wherever it carries it. */
export const pamCashOf = (answer: PamResponse) =>
  answer.balance?.cashAmount ?? answer.transactionResult?.balance?.cashAmount;

/**
 * The demo member at the in-house vendor's provider wallet: the wallet, the vendor as caller,
 * the member's ids, and `openSession` (a launch exchanged for a session token, as a game does).
 */
export async function demoPamPlayer(db: Db) {
  const { pam } = await providerWalletFor(db);
  const caller: PamCaller = {
    merchantId: await demoMerchantId(db),
    providerCode: originalsProviderCode,
  };
  const memberId = await memberIdOf(db, 'demo');
  async function openSession(gameCode = 'lotus-fortune'): Promise<string> {
    const launch = await openGameSession(db, {
      merchantId: caller.merchantId,
      memberId,
      providerCode: originalsProviderCode,
      vassalage: 'LOBBY',
      gameCode,
    });
    const answer = await pam.refreshSession(caller, launch);
    if (answer.status !== 'OK') throw new Error(`session refused: ${pamCodeOf(answer)}`);
    return answer.session!.token;
  }
  return { pam, caller, memberId, playerId: String(memberId), openSession };
}
