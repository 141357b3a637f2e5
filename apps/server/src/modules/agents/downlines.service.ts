import {
  isAgentType,
  type DownlineListQuery,
  type DownlinePage,
  type Referral,
  type RegisterDownlineRequest,
  type RegisteredDownline,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { AgentAccounts, Member } from '../identity/index.ts';
import { contractView } from './contract-view.ts';
import type { ContractsRepository } from './contracts.repository.ts';
import { assertAgent } from './contracts.service.ts';
import type { DownlinesRepository } from './downlines.repository.ts';
import type { TeamRepository } from './team.repository.ts';

export interface DownlinesDeps {
  db: Db;
  downlines: DownlinesRepository;
  contracts: ContractsRepository;
  team: TeamRepository;
  accounts: AgentAccounts;
  /** The site's public base URL: the referral link of a brand served on localhost. */
  publicUrl: string;
}

type Agent = Pick<Member, 'id' | 'type' | 'username'>;

/** Account types registerCenter opens: a member, or a sub-agent that may also play. */
const registeredTypes = { member: 0, agent: 1 } as const;

/**
 * The agent's team (downline management), registerCenter and the referral link. An agent
 * reaches only its own subtree: anything else is downline_not_found, as if it did not exist.
 */
export function createDownlinesService(deps: DownlinesDeps) {
  const { db, team } = deps;

  async function teamMember(merchant: Pick<Merchant, 'id'>, agent: Agent, username: string) {
    const found = await team.findInTeam(db, merchant.id, agent.id, username);
    if (!found) throw new AppError('downline_not_found');
    return found;
  }

  return {
    async list(merchant: Merchant, agent: Agent, query: DownlineListQuery): Promise<DownlinePage> {
      assertAgent(agent);
      const listOf =
        query.parent && query.parent.toLowerCase() !== agent.username
          ? (await teamMember(merchant, agent, query.parent)).id
          : agent.id;
      const { rows, total } = await deps.downlines.page(db, agent.id, listOf, query);
      const running = await deps.contracts.liveOfHolders(
        db,
        rows.map((row) => row.id),
        ['accepted'],
      );
      return {
        content: rows.map((row) => ({
          id: row.id,
          username: row.username,
          nickname: row.nickname,
          type: row.type,
          isAgent: isAgentType(row.type),
          status: row.status,
          depth: row.depth,
          parent: row.parent,
          teamSize: row.teamSize,
          remark: row.remark,
          contracts: running
            .filter((contract) => contract.holderId === row.id)
            .map((contract) => contractView(contract, merchant.currencyDecimals)),
          createdAt: row.createdAt.toISOString(),
          lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
      };
    },

    async setRemark(merchant: Merchant, agent: Agent, username: string, remark: string) {
      assertAgent(agent);
      const downline = await teamMember(merchant, agent, username);
      await deps.downlines.setRemark(db, {
        merchantId: merchant.id,
        agentId: agent.id,
        downlineId: downline.id,
        remark,
      });
      return { username: downline.username, remark: remark === '' ? null : remark };
    },

    /** registerCenter: a member or sub-agent account directly under the agent. */
    async register(
      merchant: Merchant,
      agent: Agent,
      request: RegisterDownlineRequest,
    ): Promise<RegisteredDownline> {
      assertAgent(agent);
      const account = await deps.accounts.open(merchant, {
        parentId: agent.id,
        username: request.username,
        password: request.password,
        confirmPassword: request.confirmPassword,
        type: registeredTypes[request.accountType],
        nickname: request.nickname,
      });
      return {
        username: account.username,
        nickname: account.nickname,
        type: account.type,
        parent: agent.username,
      };
    },

    /** The agent's invitation code (made when missing) and the registration link carrying it. */
    async referral(merchant: Merchant, agent: Agent): Promise<Referral> {
      assertAgent(agent);
      const code = await deps.accounts.ensureInvitationCode(merchant.id, agent.id);
      const base =
        merchant.mainDomain === 'localhost' ? deps.publicUrl : `https://${merchant.mainDomain}`;
      const link = new URL(`/register?affiliateCode=${encodeURIComponent(code)}`, base).toString();
      return { invitationCode: code, link };
    },
  };
}
export type DownlinesService = ReturnType<typeof createDownlinesService>;
