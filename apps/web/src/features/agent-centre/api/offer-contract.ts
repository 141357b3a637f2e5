import {
  apiPaths,
  type ContractView,
  type OfferContractRequest,
  type offerContract as offerContractEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const offerContractRoute = routeTo<typeof offerContractEndpoint>('POST', apiPaths.agentContracts);

/** POST /wps/agent/contracts: offers a contract (kind, ladder, period) to a direct downline. */
export function offerContract(body: OfferContractRequest): Promise<ContractView> {
  return apiCall(offerContractRoute, { body });
}
