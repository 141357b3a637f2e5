import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type WithdrawalSettings, type getWithdrawalSettings } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useSessionState, walletQueryRoot } from '../../session/index.ts';

const getWithdrawalSettingsRoute = routeTo<typeof getWithdrawalSettings>(
  'GET',
  apiPaths.withdrawalSettings,
);

/**
 * GET /wps/payments/withdrawals/settings (token): limits, today's count, whether a payment
 * password is set, the member's real name and the banks they may add.
 */
export function fetchWithdrawalSettings(signal?: AbortSignal): Promise<WithdrawalSettings> {
  return apiCall(getWithdrawalSettingsRoute, { signal });
}

/** Under the wallet root: today's withdrawal count moves with every withdrawal. */
export function withdrawalSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...walletQueryRoot, 'withdrawal-settings'],
    queryFn: ({ signal }) => fetchWithdrawalSettings(signal),
    staleTime: 60_000,
  });
}

/** The withdrawal settings; idle for a guest and a trial account (it cannot withdraw). */
export function useWithdrawalSettings() {
  const { isLogin, isTrial } = useSessionState();
  return useQuery({ ...withdrawalSettingsQueryOptions(), enabled: isLogin && !isTrial });
}
