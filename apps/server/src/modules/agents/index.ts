/**
 * The agents module's public face: the agent centre's calls (contracts, downlines,
 * registerCenter, referral, team reports over the member statistics, income and settlement
 * records), the operator's (/bo/agents…), the settlement of contracts (jobs and the command
 * line), and the contract request types the consolidated wallet view shows (§3).
 * Rules in docs/agents.md.
 */
export { createAgents, type Agents, type AgentsDeps } from './agents.module.ts';
export type { ContractRequestTypes } from './contract-view.ts';
export { teamReportsModule, type TeamReportsModuleDeps } from './reports/index.ts';
export {
  agentSettlementModule,
  createAgentSettlement,
  type AgentSettlementModuleDeps,
} from './settlement/settlement.module.ts';
export { settlementJobNames } from './settlement/settlement-jobs.ts';
export {
  redEnvelopeExpiryJob,
  redEnvelopesModule,
  type RedEnvelopesModuleDeps,
} from './red-envelopes/red-envelopes.module.ts';
export {
  abuseDetectionJob,
  abuseFlagsModule,
  type AbuseFlagsModuleDeps,
} from './abuse/abuse-flags.module.ts';
export { teamUplinesOf } from './team-uplines.ts';
