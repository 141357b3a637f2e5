import {
  loyaltyPaths,
  type ConvertPointsRequest,
  type convertPoints as convertPointsEndpoint,
} from '@lobby/contracts';
import { routeTo } from '../../../lib/api-client.ts';
import { callWithIdempotencyKey } from '../../../lib/money-request.ts';

const convertRoute = routeTo<typeof convertPointsEndpoint>('POST', loyaltyPaths.convert, {
  encrypted: true,
});

/** POST /wps/member/points/convert (token, sealed, Idempotency-Key): points into cash. */
export function convertPoints(body: ConvertPointsRequest, idempotencyKey: string) {
  return callWithIdempotencyKey(convertRoute, { body }, idempotencyKey);
}
