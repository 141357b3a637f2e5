import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  type GetPermissionResponse,
  type getPermission as getPermissionEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getPermissionRoute = routeTo<typeof getPermissionEndpoint>('GET', apiPaths.systemPermission);

/** GET /wps/system/permission: everything the client needs to render the brand (§3). */
export function getPermission(signal?: AbortSignal): Promise<GetPermissionResponse> {
  return apiCall(getPermissionRoute, { signal });
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
