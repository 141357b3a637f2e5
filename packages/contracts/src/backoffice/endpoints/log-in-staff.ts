import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { staffLoginRequestSchema, staffLoginResultSchema } from '../staff.ts';

/** An operator logs in to the back office of the request’s brand. */
export const logInStaff = defineEndpoint({
  method: 'POST',
  path: apiPaths.staffLogin,
  auth: endpointAuth.public,
  tag: 'backoffice',
  summary:
    'Staff login (sealed body): a Bearer token (8 h, 30 min idle), or the two-factor step due',
  body: staffLoginRequestSchema,
  encrypted: true,
  response: staffLoginResultSchema,
});
