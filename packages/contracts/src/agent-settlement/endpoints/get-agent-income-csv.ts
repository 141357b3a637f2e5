import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { agentIncomeQuerySchema } from '../agent-income.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** Own income as CSV (same filters and order, every row). */
export const getAgentIncomeCsv = defineEndpoint({
  method: 'GET',
  path: settlementPaths.incomeCsv,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's income as CSV",
  query: agentIncomeQuerySchema,
  response: z.string().describe('text/csv; charset=utf-8'),
});
