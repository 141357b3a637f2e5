import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  contractIdParamsSchema,
  contractListQuerySchema,
  contractListSchema,
  contractViewSchema,
  offerContractRequestSchema,
  pendingContractsSchema,
} from '../contract-terms.ts';

/** An agent offers a contract (kind, ladder, period) to a direct downline (§1, §4.11). */
export const offerContract = defineEndpoint({
  method: 'POST',
  path: apiPaths.agentContracts,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Offer a dividend or salary contract to a direct downline',
  body: offerContractRequestSchema,
  response: contractViewSchema,
});

/** The contracts an agent offered to its direct downlines, newest first. */
export const listOfferedContracts = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentContractsOffered,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The contracts offered to the agent's direct downlines",
  query: contractListQuerySchema,
  response: contractListSchema,
});

/** The contracts offered to the caller by its upline, newest first. */
export const listReceivedContracts = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentContractsReceived,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'The contracts the upline offered to the caller',
  query: contractListQuerySchema,
  response: contractListSchema,
});

/** The offers awaiting the caller's answer: the contract dialog of §2.4 (members too). */
export const getPendingContracts = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentContractsPending,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The contract offers awaiting the caller's answer (contract dialog)",
  response: pendingContractsSchema,
});

/** The holder accepts an offer (the spec's dividend / salary contract requests). */
export const acceptContract = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.agentContracts}/:contractId/accept`,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Accept a contract offer; lower downline contracts are terminated (§4.11)',
  params: contractIdParamsSchema,
  response: contractViewSchema,
});

/** The holder rejects an offer. */
export const rejectContract = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.agentContracts}/:contractId/reject`,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Reject a contract offer',
  params: contractIdParamsSchema,
  response: contractViewSchema,
});

/** The offerer withdraws an offer or ends a running contract; the holder may end its own. */
export const terminateContract = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.agentContracts}/:contractId/terminate`,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Withdraw an offer or terminate a running contract (either party)',
  params: contractIdParamsSchema,
  response: contractViewSchema,
});
