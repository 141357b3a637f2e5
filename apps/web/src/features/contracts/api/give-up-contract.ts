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

/** POST /wps/agent/contracts/:id/terminate by the holder: it gives up its running contract. */
export function giveUpContract(contractId: number): Promise<ContractView> {
  return apiCall(terminateContractRoute, { params: { contractId } });
}
