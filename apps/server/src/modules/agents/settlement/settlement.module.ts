import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import type { Scheduler } from '../../../platform/scheduler.ts';
import type { StaffAuth } from '../../backoffice/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { createAgentSettingsRepository } from '../agent-settings.repository.ts';
import { createSettlementJobs } from './settlement-jobs.ts';
import { settlementOperatorRoutes } from './settlement-operator.routes.ts';
import { createSettlementOperator } from './settlement-operator.service.ts';
import { createSettlementPayer } from './settlement-payer.ts';
import { createSettlementReadsRepository } from './settlement-reads.repository.ts';
import { createSettlementReads } from './settlement-reads.service.ts';
import { createSettlementRunner } from './settlement-runner.ts';
import { settlementRoutes } from './settlement.routes.ts';
import { createSettlementRepository } from './settlement.repository.ts';

/**
 * The settlement of agent contracts, without HTTP: the runner, the jobs (one per kind and the
 * debt retry) and the reads. The command line builds it too (`npm run agents:settle`).
 */
export function createAgentSettlement(deps: { db: Db; wallet: WalletService; clock?: () => Date }) {
  const { db, wallet } = deps;
  const repository = createSettlementRepository();
  const settings = createAgentSettingsRepository();
  const payer = createSettlementPayer({ db, wallet, repository });
  const runner = createSettlementRunner({ db, wallet, repository, settings, payer });
  const clock = deps.clock ? { clock: deps.clock } : {};
  const jobs = createSettlementJobs({ db, settings, repository, runner, payer, ...clock });
  const reads = createSettlementReadsRepository(db);
  return {
    runner,
    jobs,
    reads: createSettlementReads({ db, settings, reads, ...clock }),
    operator: createSettlementOperator({ db, settings, reads, runner, jobs, ...clock }),
  };
}
export type AgentSettlement = ReturnType<typeof createAgentSettlement>;

export interface AgentSettlementModuleDeps {
  db: Db;
  wallet: WalletService;
  scheduler: Scheduler;
  requireMember: RequireMember;
  staff: StaffAuth;
}

/**
 * Registers the settlement jobs on the lease scheduler, the agent centre's income and
 * records calls, and the operator's runs, debts, re-run and run-now. Rules in docs/agents.md
 * "Settlement".
 */
export const agentSettlementModule: FastifyPluginAsyncZod<AgentSettlementModuleDeps> = async (
  app,
  deps,
) => {
  const settlement = createAgentSettlement({ db: deps.db, wallet: deps.wallet });
  settlement.jobs.register(deps.scheduler);
  await app.register(settlementRoutes, {
    requireMember: deps.requireMember,
    reads: settlement.reads,
  });
  await app.register(settlementOperatorRoutes, {
    staff: deps.staff,
    operator: settlement.operator,
  });
};
