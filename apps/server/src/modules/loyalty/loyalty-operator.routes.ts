import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveBoRedemption,
  createBoGoods,
  getBoLoyaltyConfig,
  getBoVipTiers,
  listBoGoods,
  listBoRedemptions,
  putBoLoyaltyConfig,
  putBoVipTiers,
  rejectBoRedemption,
  runBoRebateCutoff,
  runBoVipReview,
  updateBoGoods,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { LoyaltyOperator, StaffCaller } from './loyalty-operator.service.ts';
import { findRedemptions, type Mall, type RedemptionRow } from './mall.service.ts';
import type { Rebates } from './rebates.service.ts';
import type { Vip } from './vip.service.ts';

export interface LoyaltyOperatorRoutesDeps {
  db: Db;
  staff: StaffAuth;
  operator: LoyaltyOperator;
  mall: Mall;
  rebates: Rebates;
  vip: Vip;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toBoRedemption(row: RedemptionRow, lang: 'en' | 'th' | 'tl') {
  return {
    id: Number(row.id),
    account: row.username,
    goodsId: Number(row.goods_id),
    goodsName: row.name[lang],
    kind: row.kind,
    points: String(row.points),
    state: row.state,
    address: row.address,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
  };
}

/** The operator API of VIP, points, the mall and rebates (/bo/loyalty, audited). */
export const loyaltyOperatorRoutes: FastifyPluginAsyncZod<LoyaltyOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operator, mall } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const staffOf = (request: FastifyRequest): StaffCaller => ({
    id: request.staff.id,
    ip: request.ip,
  });
  const onRequest = { authAt: 'onRequest' } as const;

  route(getBoVipTiers, { rate: 'read', ...onRequest }, (request) =>
    operator.tiers(request.merchant),
  );
  route(putBoVipTiers, { rate: 'write', ...onRequest }, (request) =>
    operator.replaceTiers(request.merchant, staffOf(request), request.body),
  );
  route(getBoLoyaltyConfig, { rate: 'read', ...onRequest }, (request) =>
    operator.config(request.merchant),
  );
  route(putBoLoyaltyConfig, { rate: 'write', ...onRequest }, (request) =>
    operator.saveConfig(request.merchant, staffOf(request), request.body),
  );
  route(listBoGoods, { rate: 'read', ...onRequest }, (request) => operator.goods(request.merchant));
  route(createBoGoods, { rate: 'write', ...onRequest }, (request) =>
    operator.saveGoods(request.merchant, staffOf(request), request.body),
  );
  route(updateBoGoods, { rate: 'write', ...onRequest }, (request) =>
    operator.saveGoods(request.merchant, staffOf(request), request.body, request.params.id),
  );
  route(listBoRedemptions, { rate: 'read', ...onRequest }, async (request) => {
    const { query, merchant } = request;
    const { rows, total } = await findRedemptions(deps.db, {
      merchantId: merchant.id,
      ...(query.state ? { state: query.state } : {}),
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      content: rows.map((row) => toBoRedemption(row, merchant.defaultLanguage)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      totalElements: total,
    };
  });
  route(approveBoRedemption, { rate: 'write', ...onRequest }, async (request) =>
    toBoRedemption(
      await mall.decide(request.merchant, staffOf(request), request.params.id, { approve: true }),
      request.merchant.defaultLanguage,
    ),
  );
  route(rejectBoRedemption, { rate: 'write', ...onRequest }, async (request) =>
    toBoRedemption(
      await mall.decide(request.merchant, staffOf(request), request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
      request.merchant.defaultLanguage,
    ),
  );
  route(runBoRebateCutoff, { rate: 'write', ...onRequest }, (request) =>
    deps.rebates.cutOffDue(request.merchant, new Date()),
  );
  route(runBoVipReview, { rate: 'write', ...onRequest }, (request) =>
    deps.vip.reviewDue(request.merchant),
  );
};
