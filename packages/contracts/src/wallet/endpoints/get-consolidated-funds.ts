import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { consolidatedSchema, walletNamesQuerySchema } from '../transfers.ts';

/** Every wallet summed (main, vendors, held) and the contract request types (§3). */
export const getConsolidatedFunds = defineEndpoint({
  method: 'GET',
  path: apiPaths.consolidated,
  auth: endpointAuth.memberOrAgent,
  tag: 'wallet',
  summary: 'Every wallet summed (main, vendors, held) and the contract request types',
  query: walletNamesQuerySchema,
  response: consolidatedSchema,
});
