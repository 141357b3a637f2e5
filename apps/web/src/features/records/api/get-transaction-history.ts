import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type getTransactionHistory,
  type TransactionHistory,
  type TransactionHistoryQuery,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { recordsQueryRoot } from '../../session/index.ts';

const getTransactionHistoryRoute = routeTo<typeof getTransactionHistory>(
  'GET',
  apiPaths.transactionHistory,
);

/** The query as sent: the type left out for "all", dates left out when open. */
export type TransactionHistoryParams = Partial<TransactionHistoryQuery> &
  Pick<TransactionHistoryQuery, 'pageNo' | 'pageSize'>;

/** GET /wps/member/transactions (token): deposits, withdrawals, transfers, adjustments. */
export function fetchTransactionHistory(
  params: TransactionHistoryParams,
  signal?: AbortSignal,
): Promise<TransactionHistory> {
  return apiCall(getTransactionHistoryRoute, { query: params, signal });
}

/** Under the records root: a balance change (the live channel, a transfer) refetches it. */
export function transactionHistoryQueryOptions(params: TransactionHistoryParams) {
  return queryOptions({
    queryKey: [...recordsQueryRoot, 'transaction-history', params],
    queryFn: ({ signal }) => fetchTransactionHistory(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One page of the history; idle when `enabled` is false (a trial account, a bad range). */
export function useTransactionHistory(params: TransactionHistoryParams, enabled: boolean) {
  return useQuery({ ...transactionHistoryQueryOptions(params), enabled });
}
