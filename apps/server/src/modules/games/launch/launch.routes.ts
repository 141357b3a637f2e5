import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gamePaths,
  launchGameRequestSchema,
  launchGameResponseSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import type { Launches } from './launch.service.ts';

/** Per client IP per minute: a player opens a handful of games, not dozens a minute. */
export const launchLimits = { launch: { max: 30, timeWindow: '1 minute' } } as const;

export interface LaunchRoutesDeps {
  requireMember: RequireMember;
  launches: Launches;
}

/** POST /wps/game/launchGame: a launch URL with a single-use game session token. */
export const launchRoutes: FastifyPluginAsyncZod<LaunchRoutesDeps> = async (
  app,
  { requireMember, launches },
) => {
  app.post(
    gamePaths.launchGame,
    {
      config: { rateLimit: launchLimits.launch },
      preHandler: requireMember({ allowTrial: true }),
      schema: {
        tags: ['games'],
        summary:
          'Open a game: its launch URL with a single-use token (409 game_maintenance lists alternatives)',
        body: launchGameRequestSchema,
        response: { 200: successEnvelope(launchGameResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await launches.launch(request.merchant, request.member, request.body),
    }),
  );
};
