import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  instantGamePaths,
  plinkoDropRequestSchema,
  plinkoDropResultSchema,
} from '../instant-games.ts';

/** One settled plinko round. */
export const dropPlinkoBall = defineEndpoint({
  method: 'POST',
  path: instantGamePaths.plinkoDrop,
  auth: endpointAuth.player,
  tag: 'originals',
  summary: 'Drop a plinko ball (rows 8–16, risk low/medium/high)',
  body: plinkoDropRequestSchema,
  response: plinkoDropResultSchema,
});
