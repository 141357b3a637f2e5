import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  convertPointsRequestSchema,
  convertPointsResultSchema,
  mallGoodsListSchema,
  mallQuerySchema,
  pointsDetailsQuerySchema,
  pointsDetailsSchema,
  pointsSummarySchema,
  redeemGoodsRequestSchema,
  redemptionListQuerySchema,
  redemptionListSchema,
  redemptionSchema,
  rebateClaimSchema,
  rebateListQuerySchema,
  rebateListSchema,
  rebateParamsSchema,
  vipStatusSchema,
} from '../loyalty.ts';
import { loyaltyPaths } from './paths.ts';

/** The VIP page: level, this month's VIP points, the next level, every level's benefits. */
export const getVipStatus = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.vip,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: "The member's VIP level, progress and the benefits table",
  query: mallQuerySchema,
  response: vipStatusSchema,
});

/** §7.1 points balance and config. */
export const getPointsSummary = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.points,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'Points balance, points ratio and expiry (PTSYS3)',
  response: pointsSummarySchema,
});

/** §2.5 points details: the points history by type. */
export const listPointsDetails = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.pointsDetails,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'Points history, newest first, by type',
  query: pointsDetailsQuerySchema,
  response: pointsDetailsSchema,
});

/** §7.1 rewards: the goods of the points mall. */
export const listMallGoods = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.mallGoods,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'Goods of the points mall',
  query: mallQuerySchema,
  response: mallGoodsListSchema,
});

/** §7.1 redeem reward (password checked, encrypt). */
export const redeemGoods = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.redeem,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'Redeem points for goods (payment password, encrypt, Idempotency-Key)',
  body: redeemGoodsRequestSchema,
  response: redemptionSchema,
  encrypted: true,
  idempotent: true,
});

/** §7.1 redeem list. */
export const listRedemptions = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.redemptions,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'The member’s redeem history',
  query: redemptionListQuerySchema,
  response: redemptionListSchema,
});

/** §7.1 convert points (password checked, encrypt). */
export const convertPoints = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.convert,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'Convert points to cash (payment password, encrypt, Idempotency-Key)',
  body: convertPointsRequestSchema,
  response: convertPointsResultSchema,
  encrypted: true,
  idempotent: true,
});

/** The rebates page: claimable rebates and history. */
export const listRebates = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.rebates,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: "The member's rebates per period, claimable first",
  query: rebateListQuerySchema,
  response: rebateListSchema,
});

/** Claims one rebate into the main wallet; a second claim is refused, pays nothing. */
export const claimRebate = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.claimRebate,
  auth: endpointAuth.member,
  tag: 'loyalty',
  summary: 'Claim a rebate into the main wallet',
  params: rebateParamsSchema,
  response: rebateClaimSchema,
});
