import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  bonusListQuerySchema,
  bonusListSchema,
  bonusViewSchema,
  promotionEntrySchema,
  promotionListSchema,
  promotionParamsSchema,
  promotionSchema,
  rewardBadgeSchema,
  rewardCentreSchema,
  rewardLangQuerySchema,
} from '../rewards.ts';
import { rewardPaths } from './paths.ts';

/** The brand's promotions that are coming soon or open, in the request's language. */
export const listPromotions = defineEndpoint({
  method: 'GET',
  path: rewardPaths.promotions,
  auth: endpointAuth.public,
  tag: 'rewards',
  summary: 'Promotions (coming soon and open)',
  query: rewardLangQuerySchema,
  response: promotionListSchema,
});

/** One promotion. */
export const getPromotion = defineEndpoint({
  method: 'GET',
  path: rewardPaths.promotion,
  auth: endpointAuth.public,
  tag: 'rewards',
  summary: 'One promotion',
  params: promotionParamsSchema,
  query: rewardLangQuerySchema,
  response: promotionSchema,
});

/** Opts in before depositing (or, after a qualifying deposit, makes the bonus claimable). */
export const applyPromotion = defineEndpoint({
  method: 'POST',
  path: rewardPaths.apply,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Apply for a promotion',
  params: promotionParamsSchema,
  query: rewardLangQuerySchema,
  response: promotionEntrySchema,
});

/** Claims a qualified entry's bonus; pays once however often it is called. */
export const claimPromotionEntry = defineEndpoint({
  method: 'POST',
  path: rewardPaths.claim,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Claim the bonus of a qualified promotion entry',
  params: promotionParamsSchema,
  query: rewardLangQuerySchema,
  response: bonusViewSchema,
});

/** The reward centre (§2.5 rewardCenter). */
export const getRewardCentre = defineEndpoint({
  method: 'GET',
  path: rewardPaths.rewardCentre,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Claimable rewards, bonuses in progress, and the history',
  query: rewardLangQuerySchema,
  response: rewardCentreSchema,
});

/** The badge counter of the member centre's rewardCenter entry. */
export const getRewardBadge = defineEndpoint({
  method: 'GET',
  path: rewardPaths.rewardBadge,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'How many rewards are claimable',
  response: rewardBadgeSchema,
});

/** Bonus details (§2.5 bonusDetails): every bonus of the member, newest first. */
export const listOwnBonuses = defineEndpoint({
  method: 'GET',
  path: rewardPaths.bonuses,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: "The member's bonuses with their wagering",
  query: bonusListQuerySchema,
  response: bonusListSchema,
});
