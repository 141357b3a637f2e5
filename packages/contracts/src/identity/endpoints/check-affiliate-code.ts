import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { checkAffiliateQuerySchema, checkAffiliateResponseSchema } from '../register.ts';

/** Whether the registration form's affiliate or referral code names one of the brand's agents. */
export const checkAffiliateCode = defineEndpoint({
  method: 'GET',
  path: apiPaths.agentAffiliate,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: "Whether an affiliate or referral code is one of the brand's agents",
  query: checkAffiliateQuerySchema,
  response: checkAffiliateResponseSchema,
});
