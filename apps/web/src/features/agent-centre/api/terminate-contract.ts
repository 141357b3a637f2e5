import {
  apiPaths,
  type ContractView,
  type terminateContract as terminateContractEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const terminateContractRoute = routeTo<typeof terminateContractEndpoint>(
  'POST',
  `${apiPaths.agentContracts}/:contractId/terminate`,
);

/** POST /wps/agent/contracts/:id/terminate: withdraws an offer or ends a running contract. */
export function terminateContract(contractId: number): Promise<ContractView> {
  return apiCall(terminateContractRoute, { params: { contractId } });
}
