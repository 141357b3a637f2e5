import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { contractViewSchema, offerHouseContractRequestSchema } from '../contract-terms.ts';

/** The operator offers a house contract (the house pays) to a top-level agent. */
export const offerHouseContract = defineEndpoint({
  method: 'POST',
  path: apiPaths.boAgentContracts,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Offer a house contract to a top-level agent (the house pays its settlements)',
  body: offerHouseContractRequestSchema,
  response: contractViewSchema,
});
