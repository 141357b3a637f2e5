import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { agentIncomeQuerySchema, agentIncomeSchema } from '../agent-income.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** Own income (agentRevenueReport): own amount, due to downlines, remainder per period. */
export const getAgentIncome = defineEndpoint({
  method: 'GET',
  path: settlementPaths.income,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's income per kind and period: own, due to downlines, remainder",
  query: agentIncomeQuerySchema,
  response: agentIncomeSchema,
});
