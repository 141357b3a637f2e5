import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { settlementRunsQuerySchema, settlementRunsSchema } from '../settlement-operator.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** The brand's settlement runs, newest first. */
export const listSettlementRuns = defineEndpoint({
  method: 'GET',
  path: settlementPaths.boRuns,
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: 'Agent settlement runs of the brand, newest first',
  query: settlementRunsQuerySchema,
  response: settlementRunsSchema,
});
