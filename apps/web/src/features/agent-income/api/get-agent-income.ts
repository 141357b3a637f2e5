import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  settlementPaths,
  type AgentIncome,
  type AgentIncomeQuery,
  type getAgentIncome,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getAgentIncomeRoute = routeTo<typeof getAgentIncome>('GET', settlementPaths.income);

/** The query as sent: dates only for a custom period. */
export type AgentIncomeParams = Partial<AgentIncomeQuery> &
  Pick<AgentIncomeQuery, 'pageNo' | 'pageSize'>;

/** GET /wps/agent/income (agentRevenueReport): own amount, due to downlines, remainder. */
export function fetchAgentIncome(
  params: AgentIncomeParams,
  signal?: AbortSignal,
): Promise<AgentIncome> {
  return apiCall(getAgentIncomeRoute, { query: params, signal });
}

export function agentIncomeQueryOptions(params: AgentIncomeParams) {
  return queryOptions({
    queryKey: ['agent-income', 'income', params],
    queryFn: ({ signal }) => fetchAgentIncome(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the agent's income; idle while the dates are not a valid range. */
export function useAgentIncome(params: AgentIncomeParams, enabled: boolean) {
  return useQuery({ ...agentIncomeQueryOptions(params), enabled });
}
