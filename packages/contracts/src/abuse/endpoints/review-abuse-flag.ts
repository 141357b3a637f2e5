import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { abuseFlagParamsSchema, abuseFlagSchema } from '../abuse-flags.ts';

/** Marks a flag reviewed (audited); reviewing it again answers it unchanged. */
export const reviewAbuseFlag = defineEndpoint({
  method: 'POST',
  path: '/bo/abuse-flags/:id/review',
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: 'Mark an abuse flag reviewed',
  params: abuseFlagParamsSchema,
  response: abuseFlagSchema,
});
