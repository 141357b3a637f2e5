import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { sandboxRgsBalanceSchema, sandboxRgsPaths, sandboxRgsTag } from '../sandbox-rgs.ts';

/** The player's balance, as the stand-in reads it over PAM getBalance (X-Player-Token). */
export const getSandboxRgsBalance = defineEndpoint({
  method: 'GET',
  path: sandboxRgsPaths.balance,
  auth: endpointAuth.player,
  tag: sandboxRgsTag,
  summary: 'The player balance',
  response: sandboxRgsBalanceSchema,
});
