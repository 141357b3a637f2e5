import {
  apiPaths,
  type ContractView,
  type acceptContract,
  type rejectContract,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const acceptContractRoute = routeTo<typeof acceptContract>(
  'POST',
  `${apiPaths.agentContracts}/:contractId/accept`,
);
const rejectContractRoute = routeTo<typeof rejectContract>(
  'POST',
  `${apiPaths.agentContracts}/:contractId/reject`,
);

/** The holder's answer to an offer (§2.4). */
export type ContractAnswer = 'accept' | 'reject';

/** POST /wps/agent/contracts/:id/accept | reject: the holder answers an offer, once. */
export function answerContract(contractId: number, answer: ContractAnswer): Promise<ContractView> {
  return answer === 'accept'
    ? apiCall(acceptContractRoute, { params: { contractId } })
    : apiCall(rejectContractRoute, { params: { contractId } });
}
