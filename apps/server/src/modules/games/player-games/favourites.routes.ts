import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavouriteRequestSchema,
  favouriteChangeResponseSchema,
  favouriteIdsResponseSchema,
  favouriteParamsSchema,
  gamePageSchema,
  gamePaths,
  memberGamesQuerySchema,
  successEnvelope,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import type { PlayerGames } from './player-games.service.ts';

/** Per client IP per minute; toggles are throttled to one a second by the client (§4.10). */
export const memberGameLimits = {
  read: { max: 120, timeWindow: '1 minute' },
  change: { max: 60, timeWindow: '1 minute' },
} as const;

export interface MemberGameRoutesDeps {
  requireMember: RequireMember;
  playerGames: PlayerGames;
}

/**
 * The member's favourites (§4.10, §7.3; real accounts only: trial accounts get
 * 'Please Register An Account First') and recent games (trial accounts too: they play).
 */
export const memberGameRoutes: FastifyPluginAsyncZod<MemberGameRoutesDeps> = async (
  app,
  { requireMember, playerGames },
) => {
  const memberOf = (request: { merchant: { id: number }; member: { id: number } }) => ({
    merchantId: request.merchant.id,
    memberId: request.member.id,
  });

  app.get(
    gamePaths.favouriteIds,
    {
      config: { rateLimit: memberGameLimits.read },
      preHandler: requireMember(),
      schema: {
        tags: ['games'],
        summary: "The member's favourite game ids (nodeIds), newest first",
        response: { 200: successEnvelope(favouriteIdsResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.favouriteIds(memberOf(request)),
    }),
  );

  app.get(
    gamePaths.favourites,
    {
      config: { rateLimit: memberGameLimits.read },
      preHandler: requireMember(),
      schema: {
        tags: ['games'],
        summary: "A page of the member's favourite games, newest first",
        querystring: memberGamesQuerySchema,
        response: { 200: successEnvelope(gamePageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.favourites(memberOf(request), request.query),
    }),
  );

  app.post(
    gamePaths.favourites,
    {
      config: { rateLimit: memberGameLimits.change },
      preHandler: requireMember(),
      schema: {
        tags: ['games'],
        summary: 'Add a favourite (adding an existing one changes nothing; at most 200)',
        body: addFavouriteRequestSchema,
        response: { 200: successEnvelope(favouriteChangeResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.addFavourite(memberOf(request), request.body),
    }),
  );

  app.delete(
    gamePaths.favourite,
    {
      config: { rateLimit: memberGameLimits.change },
      preHandler: requireMember(),
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite (removing one that is not there changes nothing)',
        params: favouriteParamsSchema,
        response: { 200: successEnvelope(favouriteChangeResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await playerGames.removeFavourite(memberOf(request), request.params.nodeId),
    }),
  );

  for (const path of [gamePaths.recent, gamePaths.recentMenu]) {
    app.get(
      path,
      {
        config: { rateLimit: memberGameLimits.read },
        preHandler: requireMember({ allowTrial: true }),
        schema: {
          tags: ['games'],
          summary: 'A page of the games the member launched, latest first',
          querystring: memberGamesQuerySchema,
          response: { 200: successEnvelope(gamePageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        value: await playerGames.recent(memberOf(request), request.query),
      }),
    );
  }
};
