import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyPromotion,
  claimPromotionEntry,
  getPromotion,
  getRewardBadge,
  getRewardCentre,
  listOwnBonuses,
  listPromotions,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { PromotionsService } from './promotions.service.ts';
import type { RewardCentreService } from './reward-centre.service.ts';

export interface RewardsRoutesDeps {
  requireMember: RequireMember;
  promotions: PromotionsService;
  centre: RewardCentreService;
}

/** Promotions (public list and detail; apply and claim) and the member's reward centre. */
export const rewardsRoutes: FastifyPluginAsyncZod<RewardsRoutesDeps> = async (app, deps) => {
  const { promotions, centre } = deps;
  const { route } = createRouteKit(app, deps);

  route(listPromotions, { rate: 'read' }, (request) =>
    promotions.list(request.merchant, request.query.lang),
  );
  route(getPromotion, { rate: 'read' }, (request) =>
    promotions.get(request.merchant, request.params.id, request.query.lang),
  );
  route(applyPromotion, { rate: 'write' }, (request) =>
    promotions.apply(
      { merchant: request.merchant, memberId: request.member.id, lang: request.query.lang },
      request.params.id,
    ),
  );
  route(claimPromotionEntry, { rate: 'write' }, (request) =>
    promotions.claim(
      { merchant: request.merchant, memberId: request.member.id, lang: request.query.lang },
      request.params.id,
    ),
  );
  route(getRewardCentre, { rate: 'frequent' }, (request) =>
    centre.centre({
      merchant: request.merchant,
      memberId: request.member.id,
      lang: request.query.lang,
    }),
  );
  route(getRewardBadge, { rate: 'frequent' }, (request) =>
    centre.badge(request.merchant, request.member.id),
  );
  route(listOwnBonuses, { rate: 'read' }, (request) =>
    centre.bonuses(
      { merchant: request.merchant, memberId: request.member.id, lang: request.query.lang },
      request.query,
    ),
  );
};
