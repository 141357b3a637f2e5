import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { balanceSchema } from '../balance.ts';

/** The main balance and points; a trial account sees its play money (§3 Balance). */
export const getBalance = defineEndpoint({
  method: 'GET',
  path: apiPaths.walletBalance,
  auth: { kind: 'member', allowTrial: true, allowAgentOnly: true },
  tag: 'wallet',
  summary: 'The main balance and points; a trial account sees its play money',
  response: balanceSchema,
});
