import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetRegisterSettingsResponse,
  type getRegisterSettings,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getRegisterSettingsRoute = routeTo<typeof getRegisterSettings>(
  'GET',
  apiPaths.systemRegisterSettings,
);

/** §7.3 "GET set register": the registration mode, field rules, minimum age, phone digits. */
export function fetchRegisterSettings(signal?: AbortSignal): Promise<GetRegisterSettingsResponse> {
  return apiCall(getRegisterSettingsRoute, { signal });
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
