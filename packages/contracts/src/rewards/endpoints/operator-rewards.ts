import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boBonusListSchema,
  boPromotionListSchema,
  boPromotionSchema,
  bonusParamsSchema,
  bonusViewSchema,
  cancelBonusRequestSchema,
  grantBonusRequestSchema,
  memberBonusesParamsSchema,
  promotionInputSchema,
  promotionParamsSchema,
  rewardSettingsSchema,
} from '../rewards.ts';
import { rewardPaths } from './paths.ts';

/** Every promotion of the brand, all languages. */
export const listBoPromotions = defineEndpoint({
  method: 'GET',
  path: rewardPaths.boPromotions,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "The brand's promotions",
  response: boPromotionListSchema,
});

/** Creates a promotion (audited). */
export const createBoPromotion = defineEndpoint({
  method: 'POST',
  path: rewardPaths.boPromotions,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create a promotion',
  body: promotionInputSchema,
  response: boPromotionSchema,
});

/** Replaces a promotion's settings and texts (audited). */
export const updateBoPromotion = defineEndpoint({
  method: 'PUT',
  path: rewardPaths.boPromotion,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Edit a promotion',
  params: promotionParamsSchema,
  body: promotionInputSchema,
  response: boPromotionSchema,
});

/** Contribution weights and the withdrawal rule. */
export const getBoRewardSettings = defineEndpoint({
  method: 'GET',
  path: rewardPaths.boSettings,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "The brand's bonus rules",
  response: rewardSettingsSchema,
});

/** Sets the contribution weights and the withdrawal rule (audited). */
export const updateBoRewardSettings = defineEndpoint({
  method: 'PUT',
  path: rewardPaths.boSettings,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: "Change the brand's bonus rules",
  body: rewardSettingsSchema,
  response: rewardSettingsSchema,
});

/** Grants a bonus to a member with a reason (audited). */
export const grantBoBonus = defineEndpoint({
  method: 'POST',
  path: rewardPaths.boBonuses,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Grant a bonus to a member',
  body: grantBonusRequestSchema,
  response: bonusViewSchema,
});

/** Cancels a pending or active bonus with a reason; its bonus money goes back (audited). */
export const cancelBoBonus = defineEndpoint({
  method: 'POST',
  path: rewardPaths.boBonusCancel,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "Cancel a member's bonus",
  params: bonusParamsSchema,
  body: cancelBonusRequestSchema,
  response: bonusViewSchema,
});

/** A member's bonuses. */
export const listBoMemberBonuses = defineEndpoint({
  method: 'GET',
  path: rewardPaths.boMemberBonuses,
  auth: endpointAuth.staff('cashier', 'finance', 'admin'),
  tag: 'backoffice',
  summary: "A member's bonuses",
  params: memberBonusesParamsSchema,
  response: boBonusListSchema,
});
