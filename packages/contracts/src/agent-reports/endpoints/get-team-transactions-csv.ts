import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { teamTransactionsQuerySchema } from '../team-transactions.ts';

/** Team transactions as CSV: the same filters and order, every row. */
export const getTeamTransactionsCsv = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/reports/transactions.csv',
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Team transactions as CSV (same filters, every row)',
  query: teamTransactionsQuerySchema,
  response: z.string().describe('text/csv; charset=utf-8'),
});
