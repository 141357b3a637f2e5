import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type ContractList,
  type ContractListQuery,
  type listReceivedContracts,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { receivedContractsQueryRoot } from './get-pending-contracts.ts';

const listReceivedContractsRoute = routeTo<typeof listReceivedContracts>(
  'GET',
  apiPaths.agentContractsReceived,
);

export type ReceivedContractsParams = Partial<ContractListQuery>;

/** GET /wps/agent/contracts/received: the contracts the upline offered to this account. */
export function fetchReceivedContracts(
  params: ReceivedContractsParams,
  signal?: AbortSignal,
): Promise<ContractList> {
  return apiCall(listReceivedContractsRoute, { query: { ...params }, signal });
}

export function receivedContractsQueryOptions(params: ReceivedContractsParams) {
  return queryOptions({
    queryKey: [...receivedContractsQueryRoot, 'list', params],
    queryFn: ({ signal }) => fetchReceivedContracts(params, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useReceivedContracts(params: ReceivedContractsParams) {
  return useQuery(receivedContractsQueryOptions(params));
}
