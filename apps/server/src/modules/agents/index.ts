/**
 * The agents module's public face: the agent centre's calls (contracts, downlines,
 * registerCenter, referral, team reports over the member statistics), the operator's
 * (/bo/agents…), and the contract request types the consolidated wallet view shows (§3).
 * Rules in docs/agents.md.
 */
export { createAgents, type Agents, type AgentsDeps } from './agents.module.ts';
export type { ContractRequestTypes } from './contract-view.ts';
export { teamReportsModule, type TeamReportsModuleDeps } from './reports/index.ts';
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
