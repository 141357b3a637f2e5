import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enterBoResult,
  getBoLiability,
  publishBoFixture,
  setBoLimit,
  setBoMarketState,
  setBoOdds,
  voidBoFixture,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { Trading } from './trading.service.ts';

export interface TradingRoutesDeps {
  staff: StaffAuth;
  trading: Trading;
}

/** The operator API of the book (/bo/sportsbook…), audited. */
export const tradingRoutes: FastifyPluginAsyncZod<TradingRoutesDeps> = async (app, deps) => {
  const { trading } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const actor = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });
  const at = { authAt: 'onRequest' } as const;

  route(publishBoFixture, { rate: 'write', ...at }, (request) =>
    trading.publish(request.merchant, actor(request), request.body),
  );
  route(setBoOdds, { rate: 'frequent', ...at }, (request) =>
    trading.setOdds(request.merchant, actor(request), request.params.id, request.body.odds),
  );
  route(setBoMarketState, { rate: 'frequent', ...at }, (request) =>
    trading.setMarketState(request.merchant, actor(request), request.params.id, request.body.state),
  );
  route(enterBoResult, { rate: 'write', ...at }, (request) =>
    trading.enterResult(request.merchant, actor(request), request.params.id, request.body),
  );
  route(voidBoFixture, { rate: 'write', ...at }, (request) =>
    trading.voidFixture(request.merchant, actor(request), request.params.id),
  );
  route(getBoLiability, { rate: 'read', ...at }, (request) =>
    trading.liability(request.merchant, request.params.id),
  );
  route(setBoLimit, { rate: 'write', ...at }, (request) =>
    trading.setLimit(request.merchant, actor(request), request.body),
  );
};
