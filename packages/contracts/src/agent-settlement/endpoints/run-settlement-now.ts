import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  runSettlementNowRequestSchema,
  settlementRunResultSchema,
} from '../settlement-operator.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** Runs a kind's scheduled settlement job now (the same job, early; once across instances). */
export const runSettlementNow = defineEndpoint({
  method: 'POST',
  path: settlementPaths.boRunNow,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: "Run a contract kind's settlement job now",
  body: runSettlementNowRequestSchema,
  response: settlementRunResultSchema,
});
