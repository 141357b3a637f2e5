import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBetRecords, getProfitReport } from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { BetRecordsService } from './bet-records.service.ts';

export interface BetRecordsRoutesDeps {
  requireMember: RequireMember;
  betRecords: BetRecordsService;
}

/**
 * The betting record and profit and loss. A member reads only their own rounds; a trial
 * account may look too, and sees only its play-money rounds.
 */
export const betRecordsRoutes: FastifyPluginAsyncZod<BetRecordsRoutesDeps> = async (app, deps) => {
  const { betRecords } = deps;
  const { route } = createRouteKit(app, deps);

  route(getBetRecords, { rate: 'read' }, (request) =>
    betRecords.betRecords(request.merchant, request.member, request.query),
  );
  route(getProfitReport, { rate: 'read' }, (request) =>
    betRecords.profitReport(request.merchant, request.member, request.query),
  );
};
