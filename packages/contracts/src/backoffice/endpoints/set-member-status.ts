import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { memberIdParamsSchema, memberStatusRequestSchema, memberStatusSchema } from '../members.ts';

/**
 * An administrator disables an account (or enables it again): a disabled account's sessions
 * end at once and its open pages are logged out over the live channel (§2.4).
 */
export const setMemberStatus = defineEndpoint({
  method: 'PUT',
  path: `${apiPaths.boMembers}/:memberId/status`,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Disable or enable a member account (ends its sessions)',
  params: memberIdParamsSchema,
  body: memberStatusRequestSchema,
  response: memberStatusSchema,
});
