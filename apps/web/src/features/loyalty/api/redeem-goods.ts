import {
  loyaltyPaths,
  type RedeemGoodsRequest,
  type redeemGoods as redeemGoodsEndpoint,
} from '@lobby/contracts';
import { routeTo } from '../../../lib/api-client.ts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

const redeemRoute = routeTo<typeof redeemGoodsEndpoint>('POST', loyaltyPaths.redeem, {
  encrypted: true,
});

/** POST /wps/member/points/redeem (token, sealed, Idempotency-Key): points for goods. */
export function redeemGoods(body: RedeemGoodsRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(redeemRoute, { body }, idempotencyKey);
}
