import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../common/endpoint.ts';
import { teamMembersQuerySchema, teamMembersReportSchema } from './team-members.ts';
import { teamOverviewQuerySchema, teamOverviewSchema } from './team-overview.ts';

/** Paths of the agent centre's team reports. */
export const agentReportPaths = {
  overview: '/wps/agent/reports/overview',
  betting: '/wps/agent/reports/betting',
  bettingCsv: '/wps/agent/reports/betting.csv',
  profitLoss: '/wps/agent/reports/profit-loss',
  profitLossCsv: '/wps/agent/reports/profit-loss.csv',
} as const;

const tag = 'agents';
const csvText = z.string().describe('text/csv; charset=utf-8');

/** Team overview: size, new and active members, the team's figures. */
export const getTeamOverview = defineEndpoint({
  method: 'GET',
  path: agentReportPaths.overview,
  auth: endpointAuth.memberOrAgent,
  tag,
  summary: 'Team overview of the agent (or of one of its sub-agents) over a period',
  query: teamOverviewQuerySchema,
  response: teamOverviewSchema,
});

/** Team betting: each downline's bets over a period. */
export const getTeamBetting = defineEndpoint({
  method: 'GET',
  path: agentReportPaths.betting,
  auth: endpointAuth.memberOrAgent,
  tag,
  summary: 'Per-member betting of the team over a period, paged and sorted, with totals',
  query: teamMembersQuerySchema,
  response: teamMembersReportSchema,
});

export const getTeamBettingCsv = defineEndpoint({
  method: 'GET',
  path: agentReportPaths.bettingCsv,
  auth: endpointAuth.memberOrAgent,
  tag,
  summary: 'Team betting as CSV (same filters, every row)',
  query: teamMembersQuerySchema,
  response: csvText,
});

/** User profit and loss (palStatementsAgentCopy). */
export const getTeamProfitLoss = defineEndpoint({
  method: 'GET',
  path: agentReportPaths.profitLoss,
  auth: endpointAuth.memberOrAgent,
  tag,
  summary: 'Per-member profit and loss with deposits and withdrawals, paged and sorted',
  query: teamMembersQuerySchema,
  response: teamMembersReportSchema,
});

export const getTeamProfitLossCsv = defineEndpoint({
  method: 'GET',
  path: agentReportPaths.profitLossCsv,
  auth: endpointAuth.memberOrAgent,
  tag,
  summary: 'User profit and loss as CSV (same filters, every row)',
  query: teamMembersQuerySchema,
  response: csvText,
});
