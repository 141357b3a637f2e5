import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { rerunSettlementRequestSchema, settlementRunResultSchema } from '../settlement-operator.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** Settles one ended period again: pays only what is missing (idempotent by contract and period). */
export const rerunSettlement = defineEndpoint({
  method: 'POST',
  path: settlementPaths.boRerun,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Re-run the settlement of one ended period (pays only what is missing)',
  body: rerunSettlementRequestSchema,
  response: settlementRunResultSchema,
});
