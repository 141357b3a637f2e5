import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { contractIdParamsSchema, contractViewSchema } from '../contract-terms.ts';

/** The operator withdraws a house offer or terminates a running house contract. */
export const terminateHouseContract = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.boAgentContracts}/:contractId/terminate`,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Withdraw or terminate a house contract',
  params: contractIdParamsSchema,
  response: contractViewSchema,
});
