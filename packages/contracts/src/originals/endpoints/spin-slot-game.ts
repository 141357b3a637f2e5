import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  instantGamePaths,
  slotSpinParamsSchema,
  slotSpinRequestSchema,
  slotSpinResultSchema,
} from '../instant-games.ts';

/** One settled slot round; a session plays only the game it was launched for. */
export const spinSlotGame = defineEndpoint({
  method: 'POST',
  path: instantGamePaths.slotSpin,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Spin a slot once (all paylines; stake = line bet × lines)',
  params: slotSpinParamsSchema,
  body: slotSpinRequestSchema,
  response: slotSpinResultSchema,
});
