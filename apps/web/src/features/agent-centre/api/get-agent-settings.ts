import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type AgentSettings, type getAgentSettings } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { agentQueryRoot } from './agent-query-keys.ts';

const getAgentSettingsRoute = routeTo<typeof getAgentSettings>('GET', apiPaths.agentSettings);

/** GET /wps/agent/settings: the brand's contract kinds (feature flags), caps and periods. */
export function fetchAgentSettings(signal?: AbortSignal): Promise<AgentSettings> {
  return apiCall(getAgentSettingsRoute, { signal });
}

export function agentSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...agentQueryRoot, 'settings'],
    queryFn: ({ signal }) => fetchAgentSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAgentSettings() {
  return useQuery(agentSettingsQueryOptions());
}
