import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimRebate,
  convertPoints,
  getPointsSummary,
  getVipStatus,
  listMallGoods,
  listPointsDetails,
  listRebates,
  listRedemptions,
  redeemGoods,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { requireEncryptedBody, type PayloadCrypto } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { Mall } from './mall.service.ts';
import type { PointsCaller, PointsService } from './points.service.ts';
import type { Rebates } from './rebates.service.ts';
import type { Vip } from './vip.service.ts';

export interface LoyaltyRoutesDeps {
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  payloadCrypto: PayloadCrypto;
  vip: Vip;
  points: PointsService;
  mall: Mall;
  rebates: Rebates;
}

/** The member's VIP page, points, the points mall and rebates. */
export const loyaltyRoutes: FastifyPluginAsyncZod<LoyaltyRoutesDeps> = async (app, deps) => {
  const { vip, points, mall, rebates } = deps;
  const { route } = createRouteKit(app, {
    requireMember: deps.requireMember,
    openSealedBody: requireEncryptedBody(deps.payloadCrypto),
  });
  const callerOf = (request: FastifyRequest): PointsCaller => ({
    brand: request.merchant,
    memberId: request.member.id,
    ip: request.ip,
    clientKey: readIdempotencyKey(request),
    checkPaymentPassword: (password) => deps.assertPaymentPassword(request, password),
  });

  route(getVipStatus, { rate: 'read' }, (request) =>
    vip.status(
      request.merchant,
      request.member.id,
      request.query.lang ?? request.merchant.defaultLanguage,
    ),
  );
  route(getPointsSummary, { rate: 'frequent' }, (request) =>
    points.summary(request.merchant, request.member.id),
  );
  route(listPointsDetails, { rate: 'read' }, (request) =>
    points.details(request.merchant, request.member.id, request.query),
  );
  route(listMallGoods, { rate: 'read' }, (request) =>
    mall.goods(request.merchant, request.query.lang ?? request.merchant.defaultLanguage),
  );
  route(redeemGoods, { rate: 'money', authAt: 'onRequest' }, (request) =>
    mall.redeem(callerOf(request), request.merchant.defaultLanguage, request.body),
  );
  route(listRedemptions, { rate: 'read' }, (request) =>
    mall.history(
      request.merchant,
      request.member.id,
      request.query,
      request.merchant.defaultLanguage,
    ),
  );
  route(convertPoints, { rate: 'money', authAt: 'onRequest' }, (request) =>
    points.convert(callerOf(request), request.body),
  );
  route(listRebates, { rate: 'read' }, (request) =>
    rebates.list(request.merchant, request.member.id, request.query),
  );
  route(claimRebate, { rate: 'write' }, (request) =>
    rebates.claim(request.merchant, request.member.id, request.params.id, request.ip),
  );
};
