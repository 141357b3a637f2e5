import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  instantGamePaths,
  minesPlayResultSchema,
  minesRevealRequestSchema,
} from '../instant-games.ts';

/** Opens a cell: a gem raises the multiplier, a mine ends the game lost. */
export const revealMinesCell = defineEndpoint({
  method: 'POST',
  path: instantGamePaths.minesReveal,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Open one cell of the game in progress',
  body: minesRevealRequestSchema,
  response: minesPlayResultSchema,
});
