import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GetRegisterSettingsResponse, getRegisterSettings } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** §7.3 "GET set register": the registration mode, field rules, minimum age, phone digits. */
export function fetchRegisterSettings(signal?: AbortSignal): Promise<GetRegisterSettingsResponse> {
  return apiCall(getRegisterSettings, { signal });
}

export function registerSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'register-settings'],
    queryFn: ({ signal }) => fetchRegisterSettings(signal),
    staleTime: 10 * 60_000,
  });
}

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
