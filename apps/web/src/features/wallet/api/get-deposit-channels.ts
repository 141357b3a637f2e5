import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type DepositChannel } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { sessionQueryRoot } from '../../session/index.ts';

export interface DepositChannelList {
  channels: DepositChannel[];
  currencySymbol: string;
}

/** GET /wps/payments/deposit/channels (token): the ways to deposit, with their limits. */
export function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannelList> {
  return apiGet<DepositChannelList>(apiPaths.depositChannels, undefined, signal);
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
