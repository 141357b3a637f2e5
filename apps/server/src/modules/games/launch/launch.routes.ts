import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchGame } from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { Launches } from './launch.service.ts';

export interface LaunchRoutesDeps {
  requireMember: RequireMember;
  launches: Launches;
}

/** POST /wps/game/launchGame: a launch URL with a single-use game session token. */
export const launchRoutes: FastifyPluginAsyncZod<LaunchRoutesDeps> = async (app, deps) => {
  const { route } = createRouteKit(app, deps);

  // a player opens a handful of games, not dozens a minute
  route(launchGame, { rate: 'write' }, (request) =>
    deps.launches.launch(request.merchant, request.member, request.body),
  );
};
