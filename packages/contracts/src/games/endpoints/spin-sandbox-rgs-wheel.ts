import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  sandboxRgsPaths,
  sandboxRgsPlayBodySchema,
  sandboxRgsSpinSchema,
  sandboxRgsTag,
} from '../sandbox-rgs.ts';

/**
 * One spin of the stand-in's prize wheel: a PAM WITHDRAW of the stake, then a DEPOSIT of the
 * payout closing the round. The player is the stand-in's own session (X-Player-Token).
 */
export const spinSandboxRgsWheel = defineEndpoint({
  method: 'POST',
  path: sandboxRgsPaths.play,
  auth: endpointAuth.player,
  tag: sandboxRgsTag,
  summary: 'Spin the prize wheel once',
  body: sandboxRgsPlayBodySchema,
  response: sandboxRgsSpinSchema,
});
