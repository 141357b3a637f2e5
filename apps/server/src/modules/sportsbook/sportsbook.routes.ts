import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  cashOutSportsBet,
  getSportsBet,
  getSportsCashOut,
  getSportsFixture,
  getSportsMaxStake,
  getSportsMenu,
  getSportsSettings,
  listSportsBets,
  listSportsFixtures,
  listSportsResults,
  placeSportsBet,
  putSportsSettings,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { PlayerAuth } from '../originals/index.ts';
import { bookContextOf, type BetPlacement, type BookContext } from './bet-placement.service.ts';
import { bookGameCodes } from './book-wallet.ts';
import type { CashOut } from './cash-out.service.ts';
import type { CatalogueReads } from './catalogue.repository.ts';
import type { MemberBook } from './member-book.service.ts';

export interface SportsbookRoutesDeps {
  players: PlayerAuth;
  catalogue: CatalogueReads;
  placement: BetPlacement;
  memberBook: MemberBook;
  cashOut: CashOut;
  now: () => Date;
}

/**
 * The member API of the book: public reads (menu, fixtures, results) and, with the game
 * session of a sportsbook or e-sports launch (X-Player-Token), the bet slip and record.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod<SportsbookRoutesDeps> = async (app, deps) => {
  const { route } = createRouteKit(app);
  const { catalogue, memberBook } = deps;

  /** The request's player, whose session must be a launch of the book. */
  async function contextOf(request: FastifyRequest): Promise<BookContext> {
    const player = await deps.players.require(request);
    if (player.gameId !== undefined && !bookGameCodes.includes(player.gameId)) {
      throw new AppError('game_session_invalid');
    }
    return bookContextOf(request.merchant, player);
  }

  route(getSportsMenu, { rate: 'frequent' }, (request) =>
    catalogue.menu(request.merchant.id, deps.now()),
  );
  route(listSportsFixtures, { rate: 'frequent' }, (request) =>
    catalogue.fixtures(request.merchant.id, request.query.sport, request.query.view, deps.now()),
  );
  route(listSportsResults, { rate: 'frequent' }, (request) =>
    catalogue.fixtures(request.merchant.id, request.query.sport, 'results', deps.now()),
  );
  route(getSportsFixture, { rate: 'frequent' }, async (request) => {
    const fixture = await catalogue.fixture(request.merchant.id, request.params.id);
    if (!fixture) throw new AppError('sb_fixture_not_found');
    return fixture;
  });

  route(getSportsSettings, { rate: 'read' }, async (request) =>
    memberBook.settings(await contextOf(request)),
  );
  route(putSportsSettings, { rate: 'settings' }, async (request) =>
    memberBook.saveSettings(await contextOf(request), request.body),
  );
  route(getSportsMaxStake, { rate: 'frequent' }, async (request) =>
    memberBook.maxStakes(await contextOf(request), request.query.selections.split(',').map(Number)),
  );
  route(placeSportsBet, { rate: 'play' }, async (request) =>
    deps.placement.place(await contextOf(request), request.body),
  );
  route(listSportsBets, { rate: 'frequent' }, async (request) =>
    memberBook.bets(await contextOf(request), request.query.status === 'open'),
  );
  route(getSportsBet, { rate: 'frequent' }, async (request) =>
    memberBook.bet(await contextOf(request), request.params.id),
  );
  route(getSportsCashOut, { rate: 'frequent' }, async (request) =>
    deps.cashOut.quote(await contextOf(request), request.params.id),
  );
  route(cashOutSportsBet, { rate: 'play' }, async (request) =>
    deps.cashOut.execute(await contextOf(request), request.params.id, request.body.amount),
  );
};
