import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boGoodsInputSchema,
  boGoodsListSchema,
  boGoodsSchema,
  boIdParamsSchema,
  boLoyaltyConfigSchema,
  boLoyaltyRunSchema,
  boRedemptionListSchema,
  boRedemptionQuerySchema,
  boRedemptionSchema,
  boRejectRedemptionSchema,
  boVipTiersSchema,
} from '../operator.ts';
import { loyaltyPaths } from './paths.ts';

const manager = endpointAuth.staff('finance');

export const getBoVipTiers = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.boVipTiers,
  auth: manager,
  tag: 'backoffice',
  summary: "The brand's VIP tiers",
  response: boVipTiersSchema,
});

/** Replaces the tiers table (levels from 0 up, without gaps; reach targets rising). */
export const putBoVipTiers = defineEndpoint({
  method: 'PUT',
  path: loyaltyPaths.boVipTiers,
  auth: manager,
  tag: 'backoffice',
  summary: "Replace the brand's VIP tiers (audited)",
  body: boVipTiersSchema,
  response: boVipTiersSchema,
});

export const getBoLoyaltyConfig = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.boConfig,
  auth: manager,
  tag: 'backoffice',
  summary: 'Points, rebate settings and the per-product rates',
  response: boLoyaltyConfigSchema,
});

export const putBoLoyaltyConfig = defineEndpoint({
  method: 'PUT',
  path: loyaltyPaths.boConfig,
  auth: manager,
  tag: 'backoffice',
  summary: 'Change the points, rebate settings and rates (audited)',
  body: boLoyaltyConfigSchema,
  response: boLoyaltyConfigSchema,
});

export const listBoGoods = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.boGoods,
  auth: manager,
  tag: 'backoffice',
  summary: 'Every good of the points mall, inactive ones too',
  response: boGoodsListSchema,
});

export const createBoGoods = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.boGoods,
  auth: manager,
  tag: 'backoffice',
  summary: 'Add a good to the points mall (audited)',
  body: boGoodsInputSchema,
  response: boGoodsSchema,
});

export const updateBoGoods = defineEndpoint({
  method: 'PUT',
  path: loyaltyPaths.boGoodsOne,
  auth: manager,
  tag: 'backoffice',
  summary: 'Change a good of the points mall (audited)',
  params: boIdParamsSchema,
  body: boGoodsInputSchema,
  response: boGoodsSchema,
});

export const listBoRedemptions = defineEndpoint({
  method: 'GET',
  path: loyaltyPaths.boRedemptions,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Redemptions of the brand, by state',
  query: boRedemptionQuerySchema,
  response: boRedemptionListSchema,
});

export const approveBoRedemption = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.boApproveRedemption,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Approve a redemption in process (audited)',
  params: boIdParamsSchema,
  response: boRedemptionSchema,
});

export const rejectBoRedemption = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.boRejectRedemption,
  auth: endpointAuth.staff('cashier', 'finance'),
  tag: 'backoffice',
  summary: 'Reject a redemption in process: the points come back (audited)',
  params: boIdParamsSchema,
  body: boRejectRedemptionSchema,
  response: boRedemptionSchema,
});

export const runBoRebateCutoff = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.boRunRebateCutoff,
  auth: manager,
  tag: 'backoffice',
  summary: 'Run the rebate cut-off now (the last ended period, once)',
  body: z.object({}).optional(),
  response: boLoyaltyRunSchema,
});

export const runBoVipReview = defineEndpoint({
  method: 'POST',
  path: loyaltyPaths.boRunVipReview,
  auth: manager,
  tag: 'backoffice',
  summary: 'Run the monthly VIP review now (the last ended month, once)',
  body: z.object({}).optional(),
  response: boLoyaltyRunSchema,
});
