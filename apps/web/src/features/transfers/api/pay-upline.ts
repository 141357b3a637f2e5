import { apiPaths, type MemberTransferResult, type UplineTransferRequest } from '@lobby/contracts';
import { postWithIdempotencyKey } from '../../../lib/money-request.ts';

/** POST /wps/member/transfer/upline (token, Idempotency-Key): a downline pays its upline. */
export function payUpline(
  body: UplineTransferRequest,
  idempotencyKey: string,
): Promise<MemberTransferResult> {
  return postWithIdempotencyKey<MemberTransferResult>(
    apiPaths.uplineTransfer,
    body,
    idempotencyKey,
  );
}
