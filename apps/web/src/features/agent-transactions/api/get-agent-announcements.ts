import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AgentAnnouncements,
  AgentAnnouncementsQuery,
  getAgentAnnouncements,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

const agentAnnouncementsRoute = routeTo<typeof getAgentAnnouncements>(
  'GET',
  '/wps/agent/announcements',
);

/** GET /wps/agent/announcements (token, agents): the brand's announcements for agents. */
export function fetchAgentAnnouncements(
  query: AgentAnnouncementsQuery,
  signal?: AbortSignal,
): Promise<AgentAnnouncements> {
  return apiCall(agentAnnouncementsRoute, { query, signal });
}

export function agentAnnouncementsQueryOptions(query: AgentAnnouncementsQuery) {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'agent-announcements', query],
    queryFn: ({ signal }) => fetchAgentAnnouncements(query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAgentAnnouncements(query: AgentAnnouncementsQuery) {
  return useQuery(agentAnnouncementsQueryOptions(query));
}
