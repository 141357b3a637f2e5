import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptContract,
  getAgentSettings,
  getPendingContracts,
  getReferral,
  listDownlines,
  listOfferedContracts,
  listReceivedContracts,
  offerContract,
  registerDownline,
  rejectContract,
  setDownlineRemark,
  terminateContract,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { PayloadCrypto } from '../../platform/payload-encryption.ts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AgentSettingsService } from './agent-settings.service.ts';
import { assertAgent, type ContractCall, type ContractsService } from './contracts.service.ts';
import type { DownlinesService } from './downlines.service.ts';

export interface AgentRoutesDeps {
  requireMember: RequireMember;
  payloadCrypto: PayloadCrypto;
  settings: AgentSettingsService;
  contracts: ContractsService;
  downlines: DownlinesService;
}

/** The agent centre's calls (§2.6) and the contract dialog's (§2.4); see docs/agents.md. */
export const agentRoutes: FastifyPluginAsyncZod<AgentRoutesDeps> = async (app, deps) => {
  const { contracts, downlines } = deps;
  const { route } = createRouteKit(app, {
    requireMember: deps.requireMember,
    openSealedBody: requireEncryptedBody(deps.payloadCrypto),
  });
  const callOf = (request: FastifyRequest): ContractCall => ({
    merchant: request.merchant,
    member: request.member,
    ip: request.ip,
  });

  route(getAgentSettings, { rate: 'read' }, async (request) => {
    assertAgent(request.member);
    return deps.settings.view(request.merchant);
  });

  route(offerContract, { rate: 'write' }, (request) =>
    contracts.offer(callOf(request), request.body),
  );
  route(listOfferedContracts, { rate: 'read' }, (request) =>
    contracts.list(callOf(request), 'offered', request.query),
  );
  route(listReceivedContracts, { rate: 'read' }, (request) =>
    contracts.list(callOf(request), 'received', request.query),
  );
  route(getPendingContracts, { rate: 'read' }, (request) =>
    contracts.pending(request.merchant, request.member.id),
  );
  route(acceptContract, { rate: 'write' }, (request) =>
    contracts.accept(callOf(request), request.params.contractId),
  );
  route(rejectContract, { rate: 'write' }, (request) =>
    contracts.reject(callOf(request), request.params.contractId),
  );
  route(terminateContract, { rate: 'write' }, (request) =>
    contracts.terminate(callOf(request), request.params.contractId),
  );

  route(listDownlines, { rate: 'read' }, (request) =>
    downlines.list(request.merchant, request.member, request.query),
  );
  route(setDownlineRemark, { rate: 'write' }, (request) =>
    downlines.setRemark(
      request.merchant,
      request.member,
      request.params.username,
      request.body.remark,
    ),
  );
  // opens accounts: the registration's budget, counted per agent (so the guard runs first)
  route(
    registerDownline,
    { rate: { tier: 'money', perMember: true }, authAt: 'onRequest' },
    (request) => downlines.register(request.merchant, request.member, request.body),
  );
  route(getReferral, { rate: 'read' }, (request) =>
    downlines.referral(request.merchant, request.member),
  );
};
