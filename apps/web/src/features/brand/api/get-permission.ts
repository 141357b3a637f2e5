import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type GetPermissionResponse } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /wps/system/permission: everything the client needs to render the brand (§3). */
export function getPermission(signal?: AbortSignal): Promise<GetPermissionResponse> {
  return apiGet<GetPermissionResponse>(apiPaths.systemPermission, undefined, signal);
}

/** The brand does not change while the page is open. */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: Infinity,
  });

export function usePermission() {
  return useQuery(permissionQueryOptions());
}
