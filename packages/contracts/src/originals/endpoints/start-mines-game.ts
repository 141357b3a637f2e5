import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  instantGamePaths,
  minesPlayResultSchema,
  minesStartRequestSchema,
} from '../instant-games.ts';

/** Mines is played over several calls: this one takes the stake and lays the mines. */
export const startMinesGame = defineEndpoint({
  method: 'POST',
  path: instantGamePaths.minesStart,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Start a mines game (1–24 mines on 5×5); the stake is taken now',
  body: minesStartRequestSchema,
  response: minesPlayResultSchema,
});
