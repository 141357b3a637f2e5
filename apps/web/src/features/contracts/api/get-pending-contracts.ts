import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PendingContracts, type getPendingContracts } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

const getPendingContractsRoute = routeTo<typeof getPendingContracts>(
  'GET',
  apiPaths.agentContractsPending,
);

/** Root of the holder's contract queries: an answer refetches them. */
export const receivedContractsQueryRoot = [...sessionQueryRoot, 'contracts-received'] as const;

/** GET /wps/agent/contracts/pending: the offers awaiting this account's answer (§2.4). */
export function fetchPendingContracts(signal?: AbortSignal): Promise<PendingContracts> {
  return apiCall(getPendingContractsRoute, { signal });
}

export function pendingContractsQueryOptions() {
  return queryOptions({
    queryKey: [...receivedContractsQueryRoot, 'pending'],
    queryFn: ({ signal }) => fetchPendingContracts(signal),
    staleTime: 0,
  });
}

export function usePendingContracts() {
  return useQuery(pendingContractsQueryOptions());
}
