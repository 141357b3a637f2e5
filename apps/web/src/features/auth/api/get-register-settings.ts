import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type GetRegisterSettingsResponse } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** §7.3 "GET set register": the registration mode, field rules, minimum age, phone digits. */
export function fetchRegisterSettings(signal?: AbortSignal): Promise<GetRegisterSettingsResponse> {
  return apiGet<GetRegisterSettingsResponse>(apiPaths.systemRegisterSettings, undefined, signal);
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
