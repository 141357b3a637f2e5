import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  instantGamePaths,
  minesCashoutBodySchema,
  minesPlayResultSchema,
} from '../instant-games.ts';

/** Ends the mines game in progress and pays it out. */
export const cashOutMinesGame = defineEndpoint({
  method: 'POST',
  path: instantGamePaths.minesCashout,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Cash out the game in progress at its current multiplier',
  body: minesCashoutBodySchema,
  response: minesPlayResultSchema,
});
