import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { agentAnnouncementsQuerySchema, agentAnnouncementsSchema } from '../agent-announcements.ts';

/** The brand's announcements for its agents (agentAnnouncement); agents only. */
export const getAgentAnnouncements = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/announcements',
  auth: endpointAuth.memberOrAgent,
  tag: 'content',
  summary: 'Announcements for agents, newest first, paged',
  query: agentAnnouncementsQuerySchema,
  response: agentAnnouncementsSchema,
});
