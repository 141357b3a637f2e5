import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { dropPlinkoBall, getPlayBalance, rollDiceGame, spinSlotGame } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { PlayerAuth } from '../player-auth.ts';
import { dealDice, diceBetOf } from './dice.game.ts';
import { fairnessOf, type InstantPlays, type PlayOutcome } from './instant-play.service.ts';
import { formatMoney, playContextOf, type PlayContext } from './play-money.ts';
import type { PlayWallet } from './play-wallet.ts';
import { dealPlinko, plinkoBetOf } from './plinko.game.ts';
import { checkSlotStake, dealSlot, slotDefinitionOf } from './slots.game.ts';

export interface InstantGamesRoutesDeps {
  players: PlayerAuth;
  instantPlays: InstantPlays;
  wallet: PlayWallet;
}

/**
 * The context of a play of `gameCode`: the session's player at the request's brand. A game
 * session plays the game it was launched for.
 */
export async function playContextFor(
  players: PlayerAuth,
  request: FastifyRequest,
  gameCode: string,
): Promise<PlayContext> {
  const player = await players.require(request);
  if (player.gameId !== undefined && player.gameId !== gameCode) {
    throw new AppError('game_session_invalid');
  }
  return playContextOf(request.merchant, player);
}

/** The answer of an instant play: money, balance, the seeds used and the outcome. */
function resultOf<T>(context: PlayContext, { play, balance }: PlayOutcome) {
  return {
    roundId: play.roundId,
    gameCode: play.gameCode,
    stake: formatMoney(context, play.stake),
    payout: formatMoney(context, play.payout),
    balance,
    currency: context.player.currency,
    fairness: fairnessOf(play),
    outcome: play.state.outcome as T,
  };
}

/**
 * Slots, dice and plinko: one request, one settled round. A player spins, rolls and drops a
 * few times a second at most. Players (endpointAuth.player) are found inside each handler.
 */
export const instantGamesRoutes: FastifyPluginAsyncZod<InstantGamesRoutesDeps> = async (
  app,
  { players, instantPlays, wallet },
) => {
  const { route } = createRouteKit(app);

  route(getPlayBalance, { rate: 'play' }, async (request) => {
    const player = await players.require(request);
    const context = playContextOf(request.merchant, player);
    const balance = await wallet.balance(context);
    return { balance, currency: player.currency };
  });

  route(spinSlotGame, { rate: 'play' }, async (request) => {
    const { gameCode } = request.params;
    const def = slotDefinitionOf(gameCode);
    const context = await playContextFor(players, request, gameCode);
    const format = (minor: bigint) => formatMoney(context, minor);
    const outcome = await instantPlays.play({
      context,
      gameCode,
      requestId: request.body.requestId,
      stakeText: request.body.stake,
      bet: {},
      beforeStake: (stake) => checkSlotStake(def, stake, format),
      deal: dealSlot(def, format),
    });
    return resultOf(context, outcome);
  });

  route(rollDiceGame, { rate: 'play' }, async (request) => {
    const context = await playContextFor(players, request, 'dice');
    const bet = diceBetOf(request.body);
    const outcome = await instantPlays.play({
      context,
      gameCode: 'dice',
      requestId: request.body.requestId,
      stakeText: request.body.stake,
      bet: { target: bet.target, direction: bet.direction },
      deal: dealDice(bet),
    });
    return resultOf(context, outcome);
  });

  route(dropPlinkoBall, { rate: 'play' }, async (request) => {
    const context = await playContextFor(players, request, 'plinko');
    const bet = plinkoBetOf(request.body);
    const outcome = await instantPlays.play({
      context,
      gameCode: 'plinko',
      requestId: request.body.requestId,
      stakeText: request.body.stake,
      bet: { rows: bet.rows, risk: bet.risk },
      deal: dealPlinko(bet),
    });
    return resultOf(context, outcome);
  });
};
