import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { lotteryIdParamsSchema } from '../lottery.ts';
import {
  boDrawGameListSchema,
  boDrawGameSchema,
  boDrawIssueListSchema,
  boDrawResultAnswerSchema,
  boDrawResultInputSchema,
  boDrawRulesInputSchema,
  boDrawRulesSchema,
  boDrawSettingsInputSchema,
  drawCodeParamsSchema,
  drawLotteryPaths,
  drawMenusQuerySchema,
  drawMenusSchema,
  drawResultListSchema,
  drawResultsQuerySchema,
} from '../draws.ts';

/** The VN and Thai menus: families, stations, prices and the draws taking bets. */
export const listDrawMenus = defineEndpoint({
  method: 'GET',
  path: drawLotteryPaths.menus,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: 'Vietnamese and Thai lottery menus',
  query: drawMenusQuerySchema,
  response: drawMenusSchema,
});

/** Confirmed results of a family, by station and local draw date. */
export const listDrawResults = defineEndpoint({
  method: 'GET',
  path: drawLotteryPaths.results,
  auth: endpointAuth.public,
  tag: 'lottery',
  summary: 'Official lottery results by station and date',
  params: drawCodeParamsSchema,
  query: drawResultsQuerySchema,
  response: drawResultListSchema,
});

/** The operator's view of a family's draws (entered and confirmed results). */
export const listBoDrawIssues = defineEndpoint({
  method: 'GET',
  path: drawLotteryPaths.boIssues,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Official lottery draws',
  params: drawCodeParamsSchema,
  response: boDrawIssueListSchema,
});

/** Enters (or corrects) an official result; another operator must confirm it (audited). */
export const enterBoDrawResult = defineEndpoint({
  method: 'POST',
  path: drawLotteryPaths.boEnter,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Enter an official lottery result',
  params: lotteryIdParamsSchema,
  body: boDrawResultInputSchema,
  response: boDrawResultAnswerSchema,
});

/** Confirms the entered result (not its enterer): settles, or re-settles a correction (audited). */
export const confirmBoDrawResult = defineEndpoint({
  method: 'POST',
  path: drawLotteryPaths.boConfirm,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Confirm an official lottery result',
  params: lotteryIdParamsSchema,
  response: boDrawResultAnswerSchema,
});

/** Sets the restricted numbers of a family (closed or half pay; audited). */
export const putBoDrawRules = defineEndpoint({
  method: 'PUT',
  path: drawLotteryPaths.boRules,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Restricted lottery numbers',
  params: drawCodeParamsSchema,
  body: boDrawRulesInputSchema,
  response: boDrawRulesSchema,
});

/** The brand's official draws with their calendars, stake limits, caps and on/off. */
export const listBoDrawGames = defineEndpoint({
  method: 'GET',
  path: drawLotteryPaths.boDraws,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Official lottery draw settings',
  response: boDrawGameListSchema,
});

/**
 * Sets an official draw's calendar, stake limits, caps and on/off (audited). Issues not yet
 * open and without bets take the new times; open ones keep theirs.
 */
export const putBoDrawSettings = defineEndpoint({
  method: 'PUT',
  path: drawLotteryPaths.boDraw,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Edit an official lottery draw',
  params: drawCodeParamsSchema,
  body: boDrawSettingsInputSchema,
  response: boDrawGameSchema,
});
