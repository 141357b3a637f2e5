import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { staffLogoutResultSchema, staffRoles } from '../staff.ts';

/** An operator ends their session, whatever their role. */
export const logOutStaff = defineEndpoint({
  method: 'POST',
  path: apiPaths.staffLogout,
  auth: endpointAuth.staff(...staffRoles),
  tag: 'backoffice',
  summary: 'Staff logout: the token stops working at once',
  response: staffLogoutResultSchema,
});
