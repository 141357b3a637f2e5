import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { staffRoles } from '../staff.ts';
import { memberIdParamsSchema, memberWalletSchema } from '../members.ts';

/** Any operator reads every balance of one member of the brand. */
export const getMemberWallet = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.boMembers}/:memberId/wallet`,
  auth: endpointAuth.staff(...staffRoles),
  tag: 'backoffice',
  summary: 'Every balance of one member of this brand',
  params: memberIdParamsSchema,
  response: memberWalletSchema,
});
