import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  lotteryBetListSchema,
  lotteryBetResultSchema,
  lotteryChaseCancelSchema,
  lotteryChaseResultSchema,
  lotteryCodeParamsSchema,
  lotteryCurrentSchema,
  lotteryGameListSchema,
  lotteryIdParamsSchema,
  lotteryPaths,
  lotteryResultListSchema,
  lotteryTrendSchema,
  lotteryVerifyParamsSchema,
  lotteryVerifySchema,
  placeLotteryBetRequestSchema,
  placeLotteryChaseRequestSchema,
} from '../lottery.ts';

/** The brand's fast games with their current issue (countdown data). */
export const listLotteryGames = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.games,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: 'Lottery games with their current issue',
  response: lotteryGameListSchema,
});

/** One game's current issue, last result and the server's time. */
export const getLotteryCurrent = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.current,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: "A lottery game's current issue",
  params: lotteryCodeParamsSchema,
  response: lotteryCurrentSchema,
});

/** A bet on an issue before its cut-off: lines × line stake × multiplier leave the wallet. */
export const placeLotteryBet = defineEndpoint({
  method: 'POST',
  path: lotteryPaths.bets,
  auth: endpointAuth.player,
  tag: 'lottery',
  summary: 'Bet on a lottery issue',
  params: lotteryCodeParamsSchema,
  body: placeLotteryBetRequestSchema,
  response: lotteryBetResultSchema,
});

/** The same bet over the next issues (a chase order), each issue's stake taken now. */
export const placeLotteryChase = defineEndpoint({
  method: 'POST',
  path: lotteryPaths.chases,
  auth: endpointAuth.player,
  tag: 'lottery',
  summary: 'Place a chase order',
  params: lotteryCodeParamsSchema,
  body: placeLotteryChaseRequestSchema,
  response: lotteryChaseResultSchema,
});

/** Stops a chase: its bets on issues not yet closed are refunded. */
export const cancelLotteryChase = defineEndpoint({
  method: 'POST',
  path: lotteryPaths.cancelChase,
  auth: endpointAuth.player,
  tag: 'lottery',
  summary: 'Cancel a chase order',
  params: lotteryIdParamsSchema,
  response: lotteryChaseCancelSchema,
});

/** The player's own lottery bets, newest first. */
export const listMyLotteryBets = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.myBets,
  auth: endpointAuth.player,
  tag: 'lottery',
  summary: 'My lottery bets',
  response: lotteryBetListSchema,
});

/** Drawn issues of a game, newest first. */
export const listLotteryResults = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.results,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: 'Lottery results history',
  params: lotteryCodeParamsSchema,
  response: lotteryResultListSchema,
});

/** An issue's fairness data: the seed once drawn, the beacon, the result. */
export const verifyLotteryIssue = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.verify,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: 'Verify a lottery draw',
  params: lotteryVerifyParamsSchema,
  response: lotteryVerifySchema,
});

/** Hot and cold numbers and the big/small road over recent issues. */
export const getLotteryTrend = defineEndpoint({
  method: 'GET',
  path: lotteryPaths.trend,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: 'Lottery trend data',
  params: lotteryCodeParamsSchema,
  response: lotteryTrendSchema,
});
