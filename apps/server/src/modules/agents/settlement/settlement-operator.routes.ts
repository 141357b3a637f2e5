import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listSettlementDebts,
  listSettlementRunItems,
  listSettlementRuns,
  rerunSettlement,
  runSettlementNow,
} from '@lobby/contracts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { SettlementOperator } from './settlement-operator.service.ts';

export interface SettlementOperatorRoutesDeps {
  staff: StaffAuth;
  operator: SettlementOperator;
}

/** The operator's settlement calls (/bo/agents/settlements…). */
export const settlementOperatorRoutes: FastifyPluginAsyncZod<SettlementOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operator } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const staffOf = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });

  route(listSettlementRuns, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.runs(request.merchant, request.query),
  );
  route(listSettlementRunItems, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.runItems(request.merchant, request.params.runId, request.query),
  );
  route(listSettlementDebts, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.debts(request.merchant, request.query),
  );
  route(rerunSettlement, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.rerun(request.merchant, staffOf(request), request.body),
  );
  route(runSettlementNow, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.runNow(request.merchant, staffOf(request), request.body.kind),
  );
};
