import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boLotteryGameInputSchema,
  boLotteryGameListSchema,
  boLotteryGameSchema,
  boLotteryVoidSchema,
  lotteryCodeParamsSchema,
  lotteryIdParamsSchema,
  lotteryPaths,
} from '../lottery.ts';

/** The brand's lottery games with schedules, prices, caps and restricted numbers. */
export const listBoLotteryGames = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.boGames,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "The brand's lottery games",
  response: boLotteryGameListSchema,
});

/** Sets a game's schedule, prices, caps and restricted numbers (audited; later issues). */
export const updateBoLotteryGame = defineEndpoint({
  method: 'PUT',
  path: lotteryPaths.boGame,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Edit a lottery game',
  params: lotteryCodeParamsSchema,
  body: boLotteryGameInputSchema,
  response: boLotteryGameSchema,
});

/** Voids an issue not yet settled: every bet on it is refunded. */
export const voidBoLotteryIssue = defineEndpoint({
  method: 'POST',
  path: lotteryPaths.boVoid,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Void a lottery issue',
  params: lotteryIdParamsSchema,
  response: boLotteryVoidSchema,
});
