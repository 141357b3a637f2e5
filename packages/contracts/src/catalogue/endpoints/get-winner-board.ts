import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getWinnerBoardQuerySchema, getWinnerBoardResponseSchema } from '../get-winner-board.ts';

/** The winner board of the home page (§7); the same for every visitor of a brand. */
export const getWinnerBoard = defineEndpoint({
  method: 'GET',
  path: apiPaths.winnerBoard,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Latest wins (at most 20): masked name, game and amount',
  query: getWinnerBoardQuerySchema,
  response: getWinnerBoardResponseSchema,
});
