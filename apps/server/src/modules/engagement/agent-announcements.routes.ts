import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAgentAnnouncements, isAgentType } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { createContentRepository } from './content.repository.ts';
import { createContentService } from './content.service.ts';

export interface AgentAnnouncementsRoutesDeps {
  db: Db;
  requireMember: RequireMember;
}

/** agentAnnouncement: the brand's announcements for agents; a member gets not_an_agent. */
export const agentAnnouncementsRoutes: FastifyPluginAsyncZod<AgentAnnouncementsRoutesDeps> = async (
  app,
  deps,
) => {
  const content = createContentService({ repository: createContentRepository(deps.db) });
  const { route } = createRouteKit(app, deps);

  route(getAgentAnnouncements, { rate: 'read' }, (request) => {
    if (!isAgentType(request.member.type)) throw new AppError('not_an_agent');
    return content.listAgentAnnouncements(request.merchant.id, request.query);
  });
};
