import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type ContractList,
  type ContractListQuery,
  type listOfferedContracts,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { agentQueryRoot } from './agent-query-keys.ts';

const listOfferedContractsRoute = routeTo<typeof listOfferedContracts>(
  'GET',
  apiPaths.agentContractsOffered,
);

export type OfferedContractsParams = Partial<ContractListQuery>;

/** Root of the offered-contract lists: an offer, withdrawal or termination refetches them. */
export const offeredContractsQueryRoot = [...agentQueryRoot, 'contracts-offered'] as const;

/** GET /wps/agent/contracts/offered: the agent's offers and contracts, newest first. */
export function fetchOfferedContracts(
  params: OfferedContractsParams,
  signal?: AbortSignal,
): Promise<ContractList> {
  return apiCall(listOfferedContractsRoute, { query: { ...params }, signal });
}

export function offeredContractsQueryOptions(params: OfferedContractsParams) {
  return queryOptions({
    queryKey: [...offeredContractsQueryRoot, params],
    queryFn: ({ signal }) => fetchOfferedContracts(params, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useOfferedContracts(params: OfferedContractsParams) {
  return useQuery(offeredContractsQueryOptions(params));
}
