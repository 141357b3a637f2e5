import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavouriteGame,
  getFavouriteGames,
  getFavouriteIds,
  getRecentGames,
  getRecentGamesMenu,
  removeFavouriteGame,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerGames } from './player-games.service.ts';

export interface MemberGameRoutesDeps {
  requireMember: RequireMember;
  playerGames: PlayerGames;
}

/**
 * The member's favourites (§4.10, §7.3; real accounts only: trial accounts get
 * 'Please Register An Account First') and recent games (trial accounts too: they play).
 * Toggles are throttled to one a second by the client (§4.10).
 */
export const memberGameRoutes: FastifyPluginAsyncZod<MemberGameRoutesDeps> = async (app, deps) => {
  const { playerGames } = deps;
  const { route } = createRouteKit(app, deps);
  const memberOf = (request: { merchant: { id: number }; member: { id: number } }) => ({
    merchantId: request.merchant.id,
    memberId: request.member.id,
  });

  route(getFavouriteIds, { rate: 'frequent' }, (request) =>
    playerGames.favouriteIds(memberOf(request)),
  );
  route(getFavouriteGames, { rate: 'frequent' }, (request) =>
    playerGames.favourites(memberOf(request), request.query),
  );
  route(addFavouriteGame, { rate: 'read' }, (request) =>
    playerGames.addFavourite(memberOf(request), request.body),
  );
  route(removeFavouriteGame, { rate: 'read' }, (request) =>
    playerGames.removeFavourite(memberOf(request), request.params.nodeId),
  );
  for (const recentGames of [getRecentGames, getRecentGamesMenu]) {
    route(recentGames, { rate: 'frequent' }, (request) =>
      playerGames.recent(memberOf(request), request.query),
    );
  }
};
