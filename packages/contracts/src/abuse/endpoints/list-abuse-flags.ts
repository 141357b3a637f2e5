import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { abuseFlagListQuerySchema, abuseFlagPageSchema } from '../abuse-flags.ts';

/** The operator's list of agent abuse flags. */
export const listAbuseFlags = defineEndpoint({
  method: 'GET',
  path: '/bo/abuse-flags',
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: 'Agent abuse flags (self-referral, dormant agents), newest first',
  query: abuseFlagListQuerySchema,
  response: abuseFlagPageSchema,
});
