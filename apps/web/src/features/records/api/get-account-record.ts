import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type getAccountRecord,
  type AccountRecord,
  type AccountRecordQuery,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { recordsQueryRoot } from '../../session/index.ts';

const getAccountRecordRoute = routeTo<typeof getAccountRecord>('GET', apiPaths.accountRecord);

/** The query as sent: the kind left out for "all", dates left out when open. */
export type AccountRecordParams = Partial<AccountRecordQuery> &
  Pick<AccountRecordQuery, 'pageNo' | 'pageSize'>;

/** GET /wps/member/accountRecord (token): each movement of the main wallet, balance after. */
export function fetchAccountRecord(
  params: AccountRecordParams,
  signal?: AbortSignal,
): Promise<AccountRecord> {
  return apiCall(getAccountRecordRoute, { query: params, signal });
}

/** Under the records root: a balance change (the live channel, a transfer) refetches it. */
export function accountRecordQueryOptions(params: AccountRecordParams) {
  return queryOptions({
    queryKey: [...recordsQueryRoot, 'account-record', params],
    queryFn: ({ signal }) => fetchAccountRecord(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One page of the account record; idle when `enabled` is false. */
export function useAccountRecord(params: AccountRecordParams, enabled: boolean) {
  return useQuery({ ...accountRecordQueryOptions(params), enabled });
}
