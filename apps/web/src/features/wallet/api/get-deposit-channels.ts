import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type DepositChannel, type getDepositChannels } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

const getDepositChannelsRoute = routeTo<typeof getDepositChannels>('GET', apiPaths.depositChannels);

export interface DepositChannelList {
  channels: DepositChannel[];
  currencySymbol: string;
}

/** GET /wps/payments/deposit/channels (token): the ways to deposit, with their limits. */
export function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannelList> {
  return apiCall(getDepositChannelsRoute, { signal });
}

export function depositChannelsQueryOptions() {
  return queryOptions({
    queryKey: [...sessionQueryRoot, 'deposit-channels'],
    queryFn: ({ signal }) => fetchDepositChannels(signal),
    staleTime: 5 * 60_000,
  });
}

/** The deposit channels; idle for a trial account (it cannot deposit). */
export function useDepositChannels(enabled: boolean) {
  return useQuery({ ...depositChannelsQueryOptions(), enabled });
}
