import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelLotteryChase,
  getLotteryCurrent,
  getLotteryTrend,
  listLotteryGames,
  listLotteryResults,
  listMyLotteryBets,
  placeLotteryBet,
  placeLotteryChase,
  verifyLotteryIssue,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { unitDecimals } from '../games/index.ts';
import type { PlayerAuth } from '../originals/index.ts';
import type { LotteryBets } from './lottery-bets.service.ts';
import type { LotteryReads } from './lottery-reads.service.ts';

export interface LotteryRoutesDeps {
  players: PlayerAuth;
  bets: LotteryBets;
  reads: LotteryReads;
}

/** The member API: public reads by brand; bets with a game session (X-Player-Token). */
export const lotteryRoutes: FastifyPluginAsyncZod<LotteryRoutesDeps> = async (app, deps) => {
  const { players, bets, reads } = deps;
  const { route } = createRouteKit(app);

  route(listLotteryGames, { rate: 'frequent' }, (request) => reads.games(request.merchant.id));
  route(getLotteryCurrent, { rate: 'frequent' }, (request) =>
    reads.current(request.merchant.id, request.params.code),
  );
  route(listLotteryResults, { rate: 'read' }, (request) =>
    reads.results(request.merchant.id, request.params.code),
  );
  route(verifyLotteryIssue, { rate: 'read' }, (request) =>
    reads.verify(request.merchant.id, request.params.code, request.params.issueNo),
  );
  route(getLotteryTrend, { rate: 'read' }, (request) =>
    reads.trend(request.merchant.id, request.params.code),
  );

  route(placeLotteryBet, { rate: 'play' }, async (request) => {
    const player = await players.require(request);
    return bets.placeBet(player, request.params.code, request.body);
  });
  route(placeLotteryChase, { rate: 'play' }, async (request) => {
    const player = await players.require(request);
    return bets.placeChase(player, request.params.code, request.body);
  });
  route(cancelLotteryChase, { rate: 'write' }, async (request) => {
    const player = await players.require(request);
    return bets.cancelChase(player, request.params.id);
  });
  route(listMyLotteryBets, { rate: 'read' }, async (request) => {
    const player = await players.require(request);
    const decimals = unitDecimals(player.currency, request.merchant.currencyDecimals);
    return { bets: await bets.myBets(player, decimals) };
  });
};
