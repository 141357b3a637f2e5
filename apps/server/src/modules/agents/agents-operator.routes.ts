import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAgent,
  getBoAgentContract,
  getBoAgentSettings,
  listBoAgentContracts,
  offerHouseContract,
  terminateHouseContract,
  updateBoAgentSettings,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { AgentOperator } from './agent-operator.service.ts';
import type { AgentSettingsService } from './agent-settings.service.ts';
import type { ContractsService } from './contracts.service.ts';
import type { HouseContractsService } from './house-contracts.service.ts';

export interface AgentOperatorRoutesDeps {
  staff: StaffAuth;
  settings: AgentSettingsService;
  contracts: ContractsService;
  operator: AgentOperator;
  houseContracts: HouseContractsService;
}

/** The operator API of the agents module (/bo/agents…): agents, settings, contracts, house contracts. */
export const agentOperatorRoutes: FastifyPluginAsyncZod<AgentOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });

  route(createAgent, { rate: 'write', authAt: 'onRequest' }, (request) =>
    deps.operator.createAgent(
      request.merchant,
      { staffId: request.staff.id, ip: request.ip },
      request.body,
    ),
  );
  route(getBoAgentSettings, { rate: 'read', authAt: 'onRequest' }, (request) =>
    deps.settings.view(request.merchant),
  );
  route(updateBoAgentSettings, { rate: 'write', authAt: 'onRequest' }, (request) =>
    deps.settings.update(
      request.merchant,
      { staffId: request.staff.id, ip: request.ip },
      request.body,
    ),
  );
  route(listBoAgentContracts, { rate: 'read', authAt: 'onRequest' }, (request) =>
    deps.contracts.listBrand(request.merchant, request.query),
  );
  route(getBoAgentContract, { rate: 'read', authAt: 'onRequest' }, (request) =>
    deps.contracts.viewOf(request.merchant, request.params.contractId),
  );
  route(offerHouseContract, { rate: 'write', authAt: 'onRequest' }, (request) =>
    deps.houseContracts.offer(
      request.merchant,
      { staffId: request.staff.id, ip: request.ip },
      request.body,
    ),
  );
  route(terminateHouseContract, { rate: 'write', authAt: 'onRequest' }, (request) =>
    deps.houseContracts.terminate(
      request.merchant,
      { staffId: request.staff.id, ip: request.ip },
      request.params.contractId,
    ),
  );
};
