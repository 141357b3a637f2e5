import { apiPaths, type WalletTransferRequest, type WalletTransferResult } from '@lobby/contracts';
import { postWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/relay/GCS_walletTransfer (token, Idempotency-Key): main ↔ a vendor wallet. */
export function transferBetweenWallets(
  body: WalletTransferRequest,
  idempotencyKey: string,
): Promise<WalletTransferResult> {
  return postWithIdempotencyKey<WalletTransferResult>(
    apiPaths.walletTransfer,
    body,
    idempotencyKey,
  );
}
