import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimMission,
  getMissionSummary,
  listMemberLeaderboards,
  listMemberMissions,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { LeaderboardsService } from './leaderboards.service.ts';
import type { MissionsService } from './missions.service.ts';

export interface MissionsRoutesDeps {
  requireMember: RequireMember;
  missions: MissionsService;
  leaderboards: LeaderboardsService;
}

/** The member's calls: missions, the badge summary, claims, leaderboards. */
export const missionsRoutes: FastifyPluginAsyncZod<MissionsRoutesDeps> = async (app, deps) => {
  const { route } = createRouteKit(app, { requireMember: deps.requireMember });

  route(listMemberMissions, { rate: 'read' }, (request) =>
    deps.missions.list(request.merchant, request.member.id, request.query.lang),
  );
  route(getMissionSummary, { rate: 'frequent' }, (request) =>
    deps.missions.summary(request.merchant, request.member.id),
  );
  route(claimMission, { rate: 'write' }, (request) =>
    deps.missions.claim(
      { merchant: request.merchant, memberId: request.member.id, ip: request.ip },
      request.params.id,
    ),
  );
  route(listMemberLeaderboards, { rate: 'read' }, (request) =>
    deps.leaderboards.listForMember(request.merchant, request.member.id, request.query.lang),
  );
};
