import { isAgentType, type CreateAgentRequest, type CreatedAgent } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { AgentAccounts } from '../identity/index.ts';
import type { TeamRepository } from './team.repository.ts';

/** The operator's agent calls that are not settings or contract views: opening agents. */
export function createAgentOperator(deps: {
  db: Db;
  team: TeamRepository;
  accounts: AgentAccounts;
}) {
  return {
    /** A new agent, top-level or under an active agent of the brand (audited). */
    async createAgent(
      merchant: Merchant,
      actor: { staffId: number; ip: string },
      request: CreateAgentRequest,
    ): Promise<CreatedAgent> {
      let parent = null;
      if (request.parent) {
        parent = await deps.team.findByUsername(deps.db, merchant.id, request.parent);
        if (!parent || !isAgentType(parent.type) || parent.status !== 'active') {
          throw new AppError('agent_parent_not_agent');
        }
      }
      const agent = await deps.accounts.open(merchant, {
        parentId: parent?.id ?? null,
        username: request.username,
        password: request.password,
        type: request.type,
        nickname: request.nickname,
      });
      const invitationCode = await deps.accounts.ensureInvitationCode(merchant.id, agent.id);
      await recordAudit(deps.db, {
        merchantId: merchant.id,
        actorKind: 'staff',
        actorId: actor.staffId,
        action: 'agent.create',
        subjectKind: 'member',
        subjectId: agent.id,
        after: { username: agent.username, type: agent.type, parent: parent?.username ?? null },
        ip: actor.ip,
      });
      return {
        id: agent.id,
        username: agent.username,
        type: agent.type,
        parent: parent?.username ?? null,
        invitationCode,
      };
    },
  };
}
export type AgentOperator = ReturnType<typeof createAgentOperator>;
