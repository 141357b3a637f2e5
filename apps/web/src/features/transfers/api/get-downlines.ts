import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type getTransferDownlines, type DownlineList } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

const getTransferDownlinesRoute = routeTo<typeof getTransferDownlines>(
  'GET',
  apiPaths.agentTransferDownlines,
);

/** A direct downline an agent may pay. */
export type Downline = DownlineList['downlines'][number];

/** GET /wps/agent/transfer/downlines (token, agents): who the agent may pay. */
export function fetchDownlines(signal?: AbortSignal): Promise<DownlineList> {
  return apiCall(getTransferDownlinesRoute, { signal });
}

export function downlinesQueryOptions() {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'agent-transfer-downlines'],
    queryFn: ({ signal }) => fetchDownlines(signal),
    staleTime: 60_000,
  });
}

/** The agent's direct downlines; idle until the downline tab is open. */
export function useDownlines(enabled: boolean) {
  return useQuery({ ...downlinesQueryOptions(), enabled });
}
