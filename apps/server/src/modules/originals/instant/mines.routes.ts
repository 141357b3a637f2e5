import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashOutMinesGame,
  getActiveMinesGame,
  revealMinesCell,
  startMinesGame,
} from '@lobby/contracts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerAuth } from '../player-auth.ts';
import { playContextFor } from './instant-games.routes.ts';
import { minesGameCode, type Mines } from './mines.service.ts';

export interface MinesRoutesDeps {
  players: PlayerAuth;
  mines: Mines;
}

/** Mines: start a game, open cells, cash out; the game in progress for a reload. */
export const minesRoutes: FastifyPluginAsyncZod<MinesRoutesDeps> = async (app, deps) => {
  const { players, mines } = deps;
  const { route } = createRouteKit(app);
  const contextOf = (request: Parameters<typeof playContextFor>[1]) =>
    playContextFor(players, request, minesGameCode);

  route(startMinesGame, { rate: 'play' }, async (request) =>
    mines.start(await contextOf(request), request.body),
  );
  route(revealMinesCell, { rate: 'play' }, async (request) =>
    mines.reveal(await contextOf(request), request.body.cell),
  );
  route(cashOutMinesGame, { rate: 'play' }, async (request) =>
    mines.cashout(await contextOf(request)),
  );
  route(getActiveMinesGame, { rate: 'play' }, async (request) =>
    mines.active(await contextOf(request)),
  );
};
