import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { teamTransactionsQuerySchema, teamTransactionsReportSchema } from '../team-transactions.ts';

/** Team transactions: the deposits, withdrawals, transfers and red envelopes of the team. */
export const getTeamTransactions = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/reports/transactions',
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The team's money movements per member, filtered, paged and sorted",
  query: teamTransactionsQuerySchema,
  response: teamTransactionsReportSchema,
});
