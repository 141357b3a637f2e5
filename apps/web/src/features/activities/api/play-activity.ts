import {
  activityPaths,
  type checkInActivity,
  type redeemActivityCoupon,
  type spinActivityWheel,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const checkInRoute = routeTo<typeof checkInActivity>('POST', activityPaths.checkIn);
const spinRoute = routeTo<typeof spinActivityWheel>('POST', activityPaths.spin);
const couponRoute = routeTo<typeof redeemActivityCoupon>('POST', activityPaths.coupon);

/** POST /wps/member/activities/:id/check-in: today's check-in. */
export function checkIn(id: number) {
  return apiCall(checkInRoute, { params: { id } });
}

/** POST /wps/member/activities/:id/spin: one spin with the member's client seed. */
export function spinWheel(id: number, clientSeed: string) {
  return apiCall(spinRoute, { params: { id }, body: { clientSeed } });
}

/** POST /wps/member/activities/coupons/redeem: a coupon code. */
export function redeemCoupon(code: string) {
  return apiCall(couponRoute, { body: { code } });
}
