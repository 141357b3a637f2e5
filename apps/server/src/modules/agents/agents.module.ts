import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { AgentAccounts } from '../identity/index.ts';
import { createAgentOperator } from './agent-operator.service.ts';
import { createAgentSettingsRepository } from './agent-settings.repository.ts';
import { createAgentSettingsService } from './agent-settings.service.ts';
import { agentOperatorRoutes } from './agents-operator.routes.ts';
import { agentRoutes } from './agents.routes.ts';
import type { ContractRequestTypes } from './contract-view.ts';
import { createContractsRepository } from './contracts.repository.ts';
import { createContractsService } from './contracts.service.ts';
import { createDownlinesRepository } from './downlines.repository.ts';
import { createDownlinesService } from './downlines.service.ts';
import { createHouseContractsService } from './house-contracts.service.ts';
import { createTeamRepository } from './team.repository.ts';
import { memberTopic, type EventBus } from '../../platform/event-bus.ts';

export interface AgentsDeps {
  db: Db;
  requireMember: RequireMember;
  payloadCrypto: PayloadCrypto;
  staff: StaffAuth;
  /** Identity's account opening and invitation codes. */
  accounts: AgentAccounts;
  /** The site's public base URL: the referral link of a brand served on localhost. */
  publicUrl: string;
  /** The live channels: a holder's open pages hear of a new offer (`contract_offered`). */
  events: EventBus;
}

/** What the agents module gives the server: its routes and the contract request types. */
export interface Agents {
  /** The agent centre and contract dialog calls (/wps/agent/…). */
  routes: FastifyPluginAsyncZod;
  /** The operator calls (/bo/agents…). */
  operatorRoutes: FastifyPluginAsyncZod;
  /** The four `…reqtype` fields of the consolidated contract info (§3) of one account. */
  contractRequestTypes(merchantId: number, memberId: number): Promise<ContractRequestTypes>;
}

/** Builds the agents module once (contracts, downlines, settings); see docs/agents.md. */
export function createAgents(deps: AgentsDeps): Agents {
  const { db } = deps;
  const notifyOffer = (holderId: number) =>
    deps.events.publish(memberTopic(holderId), { type: 'contract_offered' });
  const settingsRepository = createAgentSettingsRepository();
  const team = createTeamRepository();
  const contractRows = createContractsRepository();
  const settings = createAgentSettingsService(db, settingsRepository);
  const contracts = createContractsService({
    db,
    settings: settingsRepository,
    contracts: contractRows,
    team,
    notifyOffer,
  });
  const downlines = createDownlinesService({
    db,
    downlines: createDownlinesRepository(),
    contracts: contractRows,
    team,
    accounts: deps.accounts,
    publicUrl: deps.publicUrl,
  });
  const operator = createAgentOperator({ db, team, accounts: deps.accounts });
  const houseContracts = createHouseContractsService({
    db,
    settings: settingsRepository,
    contracts: contractRows,
    team,
    views: contracts,
    notifyOffer,
  });
  return {
    routes: async (app) => {
      await app.register(agentRoutes, {
        requireMember: deps.requireMember,
        payloadCrypto: deps.payloadCrypto,
        settings,
        contracts,
        downlines,
      });
    },
    operatorRoutes: async (app) => {
      await app.register(agentOperatorRoutes, {
        staff: deps.staff,
        settings,
        contracts,
        operator,
        houseContracts,
      });
    },
    contractRequestTypes: (merchantId, memberId) => contracts.requestTypes(merchantId, memberId),
  };
}
