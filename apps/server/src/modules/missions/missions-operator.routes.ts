import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeBoLeaderboardPeriod,
  createBoLeaderboard,
  createBoMission,
  getBoLeaderboardStandings,
  listBoLeaderboards,
  listBoMissions,
  updateBoLeaderboard,
  updateBoMission,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { LeaderboardsService } from './leaderboards.service.ts';
import type { MissionsOperator } from './missions-operator.service.ts';

export interface MissionsOperatorRoutesDeps {
  staff: StaffAuth;
  operator: MissionsOperator;
  leaderboards: LeaderboardsService;
}

/** The operator API of missions and leaderboards (/bo/missions, /bo/leaderboards). */
export const missionsOperatorRoutes: FastifyPluginAsyncZod<MissionsOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operator, leaderboards } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const actorOf = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });

  route(listBoMissions, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.listMissions(request.merchant),
  );
  route(createBoMission, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.saveMission(request.merchant, actorOf(request), undefined, request.body),
  );
  route(updateBoMission, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.saveMission(request.merchant, actorOf(request), request.params.id, request.body),
  );
  route(listBoLeaderboards, { rate: 'read', authAt: 'onRequest' }, (request) =>
    operator.listLeaderboards(request.merchant),
  );
  route(createBoLeaderboard, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.saveLeaderboard(request.merchant, actorOf(request), undefined, request.body),
  );
  route(updateBoLeaderboard, { rate: 'write', authAt: 'onRequest' }, (request) =>
    operator.saveLeaderboard(request.merchant, actorOf(request), request.params.id, request.body),
  );
  route(closeBoLeaderboardPeriod, { rate: 'write', authAt: 'onRequest' }, (request) =>
    leaderboards.closeEarly(request.merchant, actorOf(request), request.params.id),
  );
  route(getBoLeaderboardStandings, { rate: 'read', authAt: 'onRequest' }, (request) =>
    leaderboards.standings(request.merchant, request.params.id, request.query),
  );
};
