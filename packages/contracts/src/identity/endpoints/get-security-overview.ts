import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { securityOverviewSchema } from '../passwords.ts';

/** The security centre's summary (§2.5): real accounts only. */
export const getSecurityOverview = defineEndpoint({
  method: 'GET',
  path: apiPaths.securityOverview,
  auth: endpointAuth.memberOrAgent,
  tag: 'identity',
  summary: 'The security centre: payment password state, masked contacts, recent logins',
  response: securityOverviewSchema,
});
