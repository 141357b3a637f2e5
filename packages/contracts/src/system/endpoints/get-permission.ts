import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getPermissionResponseSchema } from '../get-permission.ts';

/** The brand, its features and where the caller is (§3). */
export const getPermission = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemPermission,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'Everything the client needs to render the brand, and where the caller is',
  response: getPermissionResponseSchema,
});
