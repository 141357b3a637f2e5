import {
  transferBetweenWallets as transferEndpoint,
  type WalletTransferRequest,
} from '@lobby/contracts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/relay/GCS_walletTransfer (token, Idempotency-Key): main ↔ a vendor wallet. */
export function transferBetweenWallets(body: WalletTransferRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(transferEndpoint, { body }, idempotencyKey);
}
