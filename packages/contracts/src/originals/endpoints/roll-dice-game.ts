import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { diceRollRequestSchema, diceRollResultSchema, instantGamePaths } from '../instant-games.ts';

/** One settled dice round. */
export const rollDiceGame = defineEndpoint({
  method: 'POST',
  path: instantGamePaths.diceRoll,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Roll the dice over or under a target',
  body: diceRollRequestSchema,
  response: diceRollResultSchema,
});
