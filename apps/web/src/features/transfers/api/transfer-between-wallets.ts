import {
  apiPaths,
  type transferBetweenWallets as transferEndpoint,
  type WalletTransferRequest,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';
import { routeTo } from '../../../lib/api-client.ts';

const transferRoute = routeTo<typeof transferEndpoint>('POST', apiPaths.walletTransfer);

/** POST /wps/relay/GCS_walletTransfer (token, Idempotency-Key): main ↔ a vendor wallet. */
export function transferBetweenWallets(body: WalletTransferRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(transferRoute, { body }, idempotencyKey);
}
