import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { depositChannelListSchema } from '../deposits.ts';

/** The deposit page (depositv2): the channels a member may pay through. */
export const getDepositChannels = defineEndpoint({
  method: 'GET',
  path: apiPaths.depositChannels,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'The brand’s active deposit channels with their minimum and maximum',
  response: depositChannelListSchema,
});
