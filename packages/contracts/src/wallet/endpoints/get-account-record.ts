import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { accountRecordQuerySchema, accountRecordSchema } from '../records.ts';

/** Every movement of the member's main wallet with the balance after it. */
export const getAccountRecord = defineEndpoint({
  method: 'GET',
  path: apiPaths.accountRecord,
  auth: endpointAuth.memberOrAgent,
  tag: 'wallet',
  summary: 'Every movement of the main wallet with the balance after it, paged',
  query: accountRecordQuerySchema,
  response: accountRecordSchema,
});
